import type { Season } from "@/data/catalogue/schema";
import type { MoodId } from "@/lib/moods";
import type { LocalizedValue } from "../../components/localized-field";

// The destination form's values and the blank form (plain data, usable by server and browser).

export interface DestinationFormValues {
  slug: string;
  name: LocalizedValue;
  pitch: LocalizedValue;
  description: LocalizedValue;
  highlights: LocalizedValue[];
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
