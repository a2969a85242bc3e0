import type { Season } from "@/data/catalogue/schema";
import type { Locale } from "@/i18n/routing";
import type { RouteRecord } from "@/features/access/server";
import type { Localized } from "@/lib/i18n-content";
import type { MoodId } from "@/lib/moods";
import type { PhotoCredit } from "@/lib/photo-credit";
import type { AccommodationType, ProposalHint } from "./types";

// The part of the catalogue a draw needs, as loaded from the database (service.ts) and kept in
// memory per mood set. Texts keep all four languages; views are localized per request.



export interface CatalogueAccommodation {
  id: string;
  slug: string;
  destinationId: string | null;
  names: Localized;
  areas: Localized;
  type: AccommodationType;
  prefecture: string;
  moods: MoodId[];
  /** Japanese, as stored: the accommodation search filters on these. */
  features: string[];
  featureNames: Record<Locale, string[]>;
  pricePerNightMin: number;
  pricePerNightMax: number;
  /** A real rating from a review source, or none (never an invented one). */
  rating: number | null;
  reviewCount: number | null;
  heroImageUrl: string;
  images: { url: string; captions: Localized }[];
  maxGuests: number;
  bookingUrl: string | null;
}

export interface CatalogueHint {
  id: string;
  /** The months (1–12) the tip holds for. */
  months: number[];
  titles: Localized;
  descriptions: Localized;
  category: ProposalHint["category"];
  icon: ProposalHint["icon"];
  colorScheme: string;
  rating: number | null;
}

export interface CatalogueDestination {
  id: string;
  slug: string;
  names: Localized;
  descriptions: Localized;
  /** Selling points with the months they are on, and a dated event's dates in words. */
  highlights: { texts: Localized; months: number[]; when: Localized | null }[];
  /** What the place is like in a season whose character differs. */
  seasonLines: Partial<Record<Season, Localized>>;
  prefecture: string;
  moods: MoodId[];
  bestSeasons: Season[];
  heroImageUrl: string;
  /** The hero photo's credit; null for the bundled artwork. */
  heroCredit: PhotoCredit | null;
  latitude: number;
  longitude: number;
  budgetMin: number;
  budgetMax: number;
  travelTimeFromTokyoMinutes: number;
  /** The main station of the station mapping, when set. */
  station: { id: string; names: Localized; latitude: number; longitude: number } | null;
  accessNotes: Localized;
  /** Featured, active; this destination's own first, then by rating (unrated last). */
  accommodations: CatalogueAccommodation[];
  /** Active, by display order (the proposal shows up to 6 of those on during the trip). */
  hints: CatalogueHint[];
  routes: RouteRecord[];
}

export interface CataloguePool {
  destinations: CatalogueDestination[];
  byId: Map<string, CatalogueDestination>;
  /** Nothing matched the filters: these are all featured, active destinations. */
  fallback: boolean;
}


