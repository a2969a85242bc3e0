import { comingSaturday, type DateRange } from "./dates";
import { addDays } from "@/lib/japan-time";

// Quick date presets, all counted from the coming Saturday in Japan time.

export type MagicPresetId = "thisWeekend" | "nextWeekend" | "twoNights";
export type EntryPresetId = "thisWeekend1" | "thisWeekend2" | "nextWeekend1" | "nextWeekend2";

/** The magic question's three presets: this weekend, next weekend, two nights three days. */
export function magicQuestionPresets(now: Date = new Date()): Record<MagicPresetId, DateRange> {
  const sat = comingSaturday(now);
  return {
    thisWeekend: { from: sat, to: addDays(sat, 1) },
    nextWeekend: { from: addDays(sat, 7), to: addDays(sat, 8) },
    twoNights: { from: sat, to: addDays(sat, 2) },
  };
}

/** /date-selection's four presets: this and next weekend, each for one or two nights. */
export function entryDatePresets(now: Date = new Date()): Record<EntryPresetId, DateRange & { nights: number }> {
  const sat = comingSaturday(now);
  const next = addDays(sat, 7);
  return {
    thisWeekend1: { from: sat, to: addDays(sat, 1), nights: 1 },
    thisWeekend2: { from: sat, to: addDays(sat, 2), nights: 2 },
    nextWeekend1: { from: next, to: addDays(next, 1), nights: 1 },
    nextWeekend2: { from: next, to: addDays(next, 2), nights: 2 },
  };
}
