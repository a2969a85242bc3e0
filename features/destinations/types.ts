import type { Locale } from "@/i18n/routing";
import type { PhotoCredit } from "@/lib/photo-credit";

export type { PhotoCredit };

// The public catalogue pages' data, as plain JSON (it is cached between requests).

/** A JSON column as stored; the views read it. */
type JsonValue = unknown;
export type Names = Record<Locale, string>;

export interface PublicDestinationSummary {
  id: string;
  slug: string;
  name: Names;
  /** { ja, en, ko, zh } */
  pitch: JsonValue;
  prefecture: string;
  region: string;
  moods: string[];
  bestSeasons: string[];
  heroImageUrl: string;
  isFeatured: boolean;
  latitude: number;
  longitude: number;
  updatedAt: string;
}

export interface PublicStay {
  id: string;
  slug: string;
  nameJa: string;
  area: string;
  translations: JsonValue;
  type: string;
  pricePerNightMin: number;
  pricePerNightMax: number;
  heroImageUrl: string;
  updatedAt: string;
}

export interface PublicHint {
  id: string;
  titleJa: string;
  descriptionJa: string;
  translations: JsonValue;
  category: string;
  /** 1–12; all twelve when it holds all year. */
  months: number[];
  /** A dated event's dates, { ja, en, ko, zh }. */
  when: JsonValue;
}

export interface PublicSpot {
  id: string;
  nameJa: string;
  descriptionJa: string;
  translations: JsonValue;
  category: string;
  priceRange: string | null;
  openingTime: string | null;
  closingTime: string | null;
  months: number[];
  when: JsonValue;
}


export interface PublicDestination extends PublicDestinationSummary {
  /** The credit of the hero photo; null for the bundled artwork. */
  heroCredit: PhotoCredit | null;
  description: Names;
  /** { ja, en, ko, zh, months, when? } each. */
  highlights: JsonValue[];
  /** { spring?, summer?, autumn?, winter? }, each { ja, en, ko, zh }. */
  seasonLines: JsonValue;
  tags: string[];
  budget: { min: number; max: number };
  accessNotes: JsonValue;
  station: { id: string; name: Names; latitude: number; longitude: number } | null;
  stays: PublicStay[];
  hints: PublicHint[];
  spots: PublicSpot[];
  nearby: (PublicDestinationSummary & { distanceKm: number })[];
}

export interface PublicStayPage {
  id: string;
  /** Its page's address: /accommodation/{slug}. */
  slug: string;
  updatedAt: string;
  latitude: number | null;
  longitude: number | null;
  prefecture: string;
  destination: PublicDestinationSummary | null;
  /** The destination's main station, for the stay's location card. */
  station: { name: Names; latitude: number; longitude: number } | null;
}
