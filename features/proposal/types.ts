import type { AccessMode, AccessOption, AccessSummary } from "@/features/access";
import type { Season } from "@/data/catalogue/schema";
import type { MoodId } from "@/lib/moods";
import type { PhotoCredit } from "@/lib/photo-credit";

export type { AccessMode, AccessOption, AccessSummary };

// What the proposal endpoint returns, already in the page's language. Shared by the server,
// the proposal screen and the later screens that read the saved trip (hub, booking, concierge).

export type AccommodationType = "hotel" | "ryokan" | "guesthouse" | "villa" | "glamping";

export interface ProposalImage {
  url: string;
  caption: string;
}

export interface ProposalAccommodation {
  id: string;
  slug: string;
  name: string;
  type: AccommodationType;
  area: string;
  pricePerNightMin: number;
  pricePerNightMax: number;
  /** A real rating, or none: nothing is shown rather than an invented figure. */
  rating: number | null;
  reviewCount: number | null;
  /** The first 3 features. */
  features: string[];
  heroImage: string;
  /** Up to 5 images. */
  images: ProposalImage[];
  maxGuests: number;
  bookingUrl: string | null;
}

export interface ProposalHint {
  id: string;
  title: string;
  description: string;
  category: "onsen" | "nature" | "gourmet" | "culture" | "activity";
  icon: "sparkles" | "mountain" | "utensils" | "camera" | "star";
  colorScheme: string;
  rating: number | null;
}



export interface TotalBudget {
  min: number;
  max: number;
}

/** The gacha proposal (docs/product-rules.md#gacha-proposal), localized. */
export interface GachaProposal {
  id: string;
  slug: string;
  name: string;
  prefecture: string;
  /** The prefecture in Japanese, as stored. */
  prefectureJa: string;
  moods: MoodId[];
  /** When the destination is at its best. */
  bestSeasons: Season[];
  coordinates: { latitude: number; longitude: number };
  heroImage: string;
  /** The hero photo's credit, shown on it as its licence asks; null for the bundled artwork. */
  heroCredit: PhotoCredit | null;
  description: string;
  /** Up to 4, each on during the trip's months. */
  highlights: string[];
  /** Selling points not on during the trip, with when they are ("Lavender fields", "July"). */
  outOfSeason: { text: string; months: string }[];
  /** The trip's season (its dates', or today's when it has none). */
  season: Season;
  /** What the place is like in that season, when its character differs from the usual pitch. */
  seasonLine: string | null;
  /** Up to 6, in display order, each holding during the trip's months. */
  hints: ProposalHint[];
  /** Up to 3, none confirmed-booked for the chosen dates. */
  accommodations: ProposalAccommodation[];
  /** fromTokyo train and car as short texts, from the same data as `access`. */
  accessInfo: { fromTokyo: { train: AccessBrief | null; car: AccessBrief | null } };
  access: AccessSummary;
  totalBudget: TotalBudget;
}

export interface AccessBrief {
  route: string;
  duration: string;
  durationMinutes: number;
  cost: string;
}

export interface ProposalPool {
  /** How many destinations match the moods (the honest size of the draw). */
  total: number;
  /** How many of them this visitor has seen, this one included. */
  seen: number;
  /** True when nothing matched the moods and the draw fell back to all featured destinations. */
  fallback: boolean;
  /** The door-to-door limit the draw applied from the departure (minutes), and whether it had to widen;
   *  `islands` when the departure is on Okinawa's islands (the other islands by a short flight or ferry). */
  reach: { minutes: number; widened: boolean; from: string; chosen?: boolean; islands?: boolean } | null;
  /** The trip's season: a destination whose best seasons include it is in season. */
  season: Season;
  /** The budget cap the draw kept to, and the party it is for. */
  budget?: { cap: number; guests: number } | null;
  /** How many places of the pool the traveller's exclusions left out. */
  excluded?: number;
}

export interface ProposalResponse {
  ok: true;
  proposal: GachaProposal;
  pool: ProposalPool;
  /** Every matching destination had been shown: the list was reset for this draw. */
  reset: boolean;
  /** How this draw was made, revealed after it (null for a re-show, which draws nothing). */
  draw?: DrawCheck | null;
  /** The next press's seed, committed: its hash to show now, and the sealed seed to send with the press. */
  next?: NextSeal;
}

/** What a draw reveals so anyone can recompute its pick (features/proposal/fair-draw.ts). */
export interface DrawCheck {
  seed: string;
  /** SHA-256 of the seed, hex. */
  commitment: string;
  /** The seed was the one committed before the press (false for a visit's first draw). */
  committed: boolean;
  /** Places of the pool the pick passed over (seen before; after a reset, the one shown last). */
  skipped: string[];
  /** A fingerprint of the pool and its weights as drawn. */
  digest: string;
}

export interface NextSeal {
  commitment: string;
  seal: string;
}

export interface ProposalErrorResponse {
  ok: false;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The simple proposal (docs/product-rules.md#simple-proposal), localized. */
export interface SimpleProposal {
  id: string;
  name: string;
  prefecture: string;
  heroImage: string;
  description: string;
  attractions: string[];
  cuisine: string[];
  accessByTrain: { route: string; duration: string; cost: string };
  accessByCar: { route: string; duration: string; notes: string };
  accommodations: { name: string; type: string; price: string; features: string[] }[];
}
