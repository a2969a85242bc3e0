import type { Locale } from "@/i18n/routing";

// Reading multilingual content from database rows. Destinations carry explicit columns
// (nameJa, nameEn, nameKo, nameZh); other tables keep Japanese in `*Ja` columns and the other
// languages in a `translations` JSON object { en: {...}, ko: {...}, zh: {...} }.

const SUFFIX: Record<Locale, string> = { ja: "Ja", en: "En", ko: "Ko", zh: "Zh" };

/** pickLocalized(destination, "name", "ko") → destination.nameKo, falling back to Japanese. */
export function pickLocalized(row: object, base: string, locale: Locale): string {
  const r = row as Record<string, unknown>;
  const value = r[`${base}${SUFFIX[locale]}`];
  if (typeof value === "string" && value.trim()) return value;
  return String(r[`${base}Ja`] ?? "");
}

/** translated(spot.translations, "en", "name", spot.nameJa) → the English name, else Japanese. */
export function translated(translations: unknown, locale: Locale, field: string, japanese: string): string {
  if (locale === "ja" || !translations || typeof translations !== "object") return japanese;
  const entry = (translations as Record<string, Record<string, unknown> | undefined>)[locale];
  const value = entry?.[field];
  return typeof value === "string" && value.trim() ? value : japanese;
}

/**
 * A list kept in Japanese in its own column (a stay's features and amenities) and translated as one
 * text per line in `translations`. A translation only counts while it has one line per Japanese
 * item, so a list edited in Japanese shows in Japanese until it is translated again.
 */
export function translatedLines(translations: unknown, locale: Locale, field: string, japanese: string[]): string[] {
  if (locale === "ja") return japanese;
  const lines = splitLines(translated(translations, locale, field, ""));
  return lines.length === japanese.length ? lines : japanese;
}

export function splitLines(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

/** A { ja, en, ko, zh } object (highlights, titles, notes) in one language. */
export function localizedText(value: unknown, locale: Locale): string {
  if (!value || typeof value !== "object") return typeof value === "string" ? value : "";
  const v = value as Partial<Record<Locale, string>>;
  return v[locale] || v.ja || "";
}
