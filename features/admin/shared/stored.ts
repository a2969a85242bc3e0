import { ALL_MONTHS } from "./validation";

// Reading and writing the JSON shapes the catalogue keeps beside its columns: { ja, en, ko, zh }
// texts and month lists (prisma/schema.prisma). Browser-safe: forms and services share them.

export type LocalizedText = { ja: string; en: string; ko: string; zh: string };

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** A stored { ja, en, ko, zh } (or nothing) as the four texts a form edits, blanks as "". */
export function localizedValue(v: unknown): LocalizedText {
  const o = (v && typeof v === "object" ? v : {}) as Record<string, unknown>;
  return { ja: str(o.ja), en: str(o.en), ko: str(o.ko), zh: str(o.zh) };
}

/** An optional text as stored: null when every language is blank, so nothing reads as an empty text. */
export function optionalLocalized(v: LocalizedText): LocalizedText | null {
  return [v.ja, v.en, v.ko, v.zh].some((t) => t.trim()) ? v : null;
}

/** Stored months (1–12) in order; a record written before months existed is all year. */
export function storedMonths(v: unknown): number[] {
  const months = Array.isArray(v) ? v.filter((m): m is number => Number.isInteger(m) && m >= 1 && m <= 12) : [];
  return months.length ? [...new Set(months)].sort((a, b) => a - b) : [...ALL_MONTHS];
}
