// Shapes of the seed data modules. Records reference each other by slug or id, never by
// database uuid, so the same modules feed the seed script, the factories used by tests,
// and the static fallbacks of the access service.
import type {
  AccommodationType,
  HintCategory,
  HintIcon,
  Mood,
  SpotCategory,
  StationKind,
  TransportMode,
} from "../../generated/prisma/enums";

export type Lang = "ja" | "en" | "ko" | "zh";
export type Localized = Record<Lang, string>;

export interface SeedStation {
  id: string; // kebab-case, e.g. "tokyo", "hakone-yumoto", "haneda-airport"
  name: Localized;
  prefecture: string; // Japanese, e.g. "東京都"
  lines: string[]; // Japanese line names
  kind: StationKind;
  latitude: number;
  longitude: number;
  popularity: number; // 1–10
  description: string; // Japanese
}

export interface SeedDestination {
  slug: string;
  name: Localized;
  description: Localized;
  highlights: Localized[]; // 4 to 6
  prefecture: string; // Japanese, e.g. "神奈川県"
  region: string; // Japanese region, e.g. "関東"
  moods: Mood[];
  tags: string[]; // onsen, nature, history, gourmet, art, hiking, beach, ...
  heroImageUrl: string; // /images/destinations/{slug}.svg
  isFeatured: boolean;
  distanceFromTokyoKm: number;
  travelTimeFromTokyoMinutes: number;
  estimatedBudgetMin: number; // yen, one person, 1 night 2 days
  estimatedBudgetMax: number;
  latitude: number;
  longitude: number;
  mainStationId: string;
  alternativeStationIds: string[];
  accessNotes: Localized;
}

export interface SeedAccommodation {
  slug: string;
  destinationSlug: string;
  name: Localized;
  area: Localized;
  type: AccommodationType;
  prefecture: string;
  moods: Mood[];
  features: string[]; // Japanese, the proposal shows the first 3
  amenities: string[]; // Japanese
  description: Localized;
  pricePerNightMin: number; // yen per room per night
  pricePerNightMax: number;
  rating: number; // 1.0–5.0
  reviewCount: number;
  heroImageUrl: string;
  galleryImages: { url: string; caption: Localized }[]; // up to 6
  isFeatured: boolean;
  maxGuests: number;
  bookingUrl: string | null; // the property's official site, if known
  latitude: number;
  longitude: number;
}

export interface SeedHint {
  destinationSlug: string;
  title: Localized;
  description: Localized;
  category: HintCategory;
  iconType: HintIcon;
  colorScheme: string; // tailwind hue name: amber, emerald, sky, rose, violet, orange, teal
  rating: number;
  displayOrder: number;
}

export interface SeedSpot {
  destinationSlug: string;
  name: Localized;
  description: Localized;
  category: SpotCategory;
  priceRange: string | null; // e.g. "¥1,000〜¥2,000" or "無料"
  rating: number;
  address: Localized;
  popularityScore: number; // 0–100
  isFeatured: boolean;
  latitude: number;
  longitude: number;
  tags: string[];
  bestSeason: string[]; // spring, summer, autumn, winter
  /** H:MM, Japan time; only where the place keeps the same hours all year. */
  openingTime?: string;
  closingTime?: string;
}

export interface SeedRouteStep {
  instruction: Localized;
  line?: string; // Japanese line name, e.g. "JR東海道線"
  trainType?: "shinkansen" | "limited_express" | "rapid" | "local" | "bus" | "ropeway" | "car" | "walk";
  from?: string;
  to?: string;
  durationMinutes: number;
  fare?: number;
}

export interface SeedStaticRoute {
  id: string; // e.g. "tokyo-hakone-romancecar"
  destinationSlug: string;
  originStationId: string;
  mode: TransportMode;
  title: Localized;
  routeSummary: string; // Japanese, e.g. "新宿 → 箱根湯本（小田急ロマンスカー）"
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: string[];
  steps: SeedRouteStep[];
  schedule: {
    weekday: string; // Japanese, e.g. "6:00〜22:30"
    weekend: string;
    frequency: string; // Japanese, e.g. "1時間に2〜3本"
    lastTrain: string; // "22:30"
    sampleTimes: { label: string; departure: string; arrival: string }[];
  } | null;
  notes: Localized;
  popularity: number; // 1–5
  sourceNote: string;
}
