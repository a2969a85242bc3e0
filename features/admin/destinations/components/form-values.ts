import { SEASONS, type Season } from "@/data/catalogue/schema";
import type { Destination } from "@/generated/prisma/client";
import type { MoodId } from "@/lib/moods";
import type { HighlightValue } from "../../components/highlights-editor";
import type { LocalizedValue } from "../../components/localized-field";
import { localizedValue, storedMonths } from "../../shared/stored";

// The destination form's values and the blank form (plain data, usable by server and browser).

export interface DestinationFormValues {
  slug: string;
  name: LocalizedValue;
  pitch: LocalizedValue;
  description: LocalizedValue;
  highlights: HighlightValue[];
  /** What the place is like in a season whose character differs; blank seasons are not stored. */
  seasonLines: Record<Season, LocalizedValue>;
  prefecture: string;
  region: string;
  moods: MoodId[];
  bestSeasons: Season[];
  tags: string[];
  heroImageUrl: string;
  distanceFromTokyoKm: string | number;
  travelTimeFromTokyoMinutes: string | number;
  estimatedBudgetMin: string | number;
  estimatedBudgetMax: string | number;
  latitude: string | number;
  longitude: string | number;
  /** Where the facts come from, one per line. */
  sources: string;
}

const EMPTY_TEXT: LocalizedValue = { ja: "", en: "", ko: "", zh: "" };

/** The default budget is 15,000 to 50,000 yen, what the proposal assumes for a destination without one. */
export const NEW_DESTINATION: DestinationFormValues = {
  slug: "",
  name: EMPTY_TEXT,
  pitch: EMPTY_TEXT,
  description: EMPTY_TEXT,
  highlights: [],
  seasonLines: { spring: EMPTY_TEXT, summer: EMPTY_TEXT, autumn: EMPTY_TEXT, winter: EMPTY_TEXT },
  prefecture: "",
  region: "",
  moods: [],
  bestSeasons: [],
  tags: [],
  heroImageUrl: "",
  distanceFromTokyoKm: "",
  travelTimeFromTokyoMinutes: "",
  estimatedBudgetMin: 15000,
  estimatedBudgetMax: 50000,
  latitude: "",
  longitude: "",
  sources: "",
};

const record = (v: unknown) => (v && typeof v === "object" ? v : {}) as Record<string, unknown>;

/** A stored destination as the form edits it: saved unchanged, it writes back what it read. */
export function destinationFormValues(d: Destination): DestinationFormValues {
  const lines = record(d.seasonLines);
  return {
    slug: d.slug,
    name: { ja: d.nameJa, en: d.nameEn, ko: d.nameKo, zh: d.nameZh },
    pitch: localizedValue(d.pitch),
    description: { ja: d.descriptionJa, en: d.descriptionEn, ko: d.descriptionKo, zh: d.descriptionZh },
    // A highlight stored without months holds all year.
    highlights: (Array.isArray(d.highlights) ? d.highlights : []).map((h) => ({ ...localizedValue(h), months: storedMonths(record(h).months), when: localizedValue(record(h).when) })),
    seasonLines: { spring: localizedValue(lines.spring), summer: localizedValue(lines.summer), autumn: localizedValue(lines.autumn), winter: localizedValue(lines.winter) },
    prefecture: d.prefecture,
    region: d.region,
    moods: d.moods as MoodId[],
    tags: d.tags,
    bestSeasons: d.bestSeasons.filter((x): x is Season => (SEASONS as readonly string[]).includes(x)),
    sources: d.sources.join("\n"),
    heroImageUrl: d.heroImageUrl,
    distanceFromTokyoKm: d.distanceFromTokyoKm,
    travelTimeFromTokyoMinutes: d.travelTimeFromTokyoMinutes,
    estimatedBudgetMin: d.estimatedBudgetMin,
    estimatedBudgetMax: d.estimatedBudgetMax,
    latitude: d.latitude,
    longitude: d.longitude,
  };
}
