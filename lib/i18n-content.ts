import type { Locale } from "@/i18n/routing";

// The one home for multilingual content in database rows. Destinations carry explicit columns
// (nameJa, nameEn, nameKo, nameZh); other tables keep Japanese in `*Ja` columns and the other
// languages in a `translations` JSON object { en: {...}, ko: {...}, zh: {...} }; highlights,
// titles and notes are { ja, en, ko, zh } objects. Reading falls back to Japanese.

export type Localized = Record<Locale, string>;
export const OTHER_LOCALES = ["en", "ko", "zh"] as const;
export type OtherLocale = (typeof OTHER_LOCALES)[number];

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

/** Turns a value stored as { ja, en, ko, zh } (or a bare string) into all four languages. */
export function fourLanguages(value: unknown, fallback = ""): Localized {
  if (typeof value === "string") return { ja: value, en: value, ko: value, zh: value };
  const v = (value && typeof value === "object" ? value : {}) as Partial<Localized>;
  const ja = v.ja || fallback;
  return { ja, en: v.en || ja, ko: v.ko || ja, zh: v.zh || ja };
}

/** Fields kept in a `translations` JSON ({ en: { name }, ko: {...} }) next to a Japanese column. */
export function fromTranslations(translations: unknown, field: string, japanese: string): Localized {
  const t = (translations && typeof translations === "object" ? translations : {}) as Record<string, Record<string, unknown> | undefined>;
  const pick = (lang: string) => {
    const value = t[lang]?.[field];
    return typeof value === "string" && value.trim() ? value : japanese;
  };
  return { ja: japanese, en: pick("en"), ko: pick("ko"), zh: pick("zh") };
}

// Writing the `translations` JSON (the back office).

export type Translations = Record<OtherLocale, Record<string, string>>;

export function readTranslations(value: unknown): Translations {
  const out = { en: {}, ko: {}, zh: {} } as Translations;
  if (!value || typeof value !== "object") return out;
  for (const lang of OTHER_LOCALES) {
    const entry = (value as Record<string, unknown>)[lang];
    if (!entry || typeof entry !== "object") continue;
    for (const [k, v] of Object.entries(entry)) if (typeof v === "string") out[lang][k] = v;
  }
  return out;
}

/** Sets (or, when blank, removes) fields of one language, keeping everything else. */
export function withTranslation(value: unknown, lang: OtherLocale, fields: Record<string, string>): Translations {
  const out = readTranslations(value);
  const entry = { ...out[lang] };
  for (const [k, v] of Object.entries(fields)) {
    const text = v.trim();
    if (text) entry[k] = text;
    else delete entry[k];
  }
  out[lang] = entry;
  return out;
}

/** Builds the JSON from { field: { ja, en, ko, zh } } (the Japanese lives in its own column). */
export function translationsFrom(fields: Record<string, Partial<Record<"ja" | OtherLocale, string>>>, base?: unknown): Translations {
  let out = readTranslations(base);
  for (const lang of OTHER_LOCALES) {
    const values: Record<string, string> = {};
    for (const [field, texts] of Object.entries(fields)) values[field] = texts[lang] ?? "";
    out = withTranslation(out, lang, values);
  }
  return out;
}

const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;
const HANGUL = /[\uac00-\ud7a3]/;

/**
 * The language a catalogue text is written in when it is not the page's: "ja" for Japanese left
 * untranslated (kana anywhere; on English and Korean pages also kanji without Hangul), else
 * undefined. Pages mark such text with `lang` so screen readers and fonts treat it as Japanese.
 */
export function foreignLang(text: string, page: Locale): "ja" | undefined {
  if (page === "ja" || !text) return undefined;
  if (KANA.test(text)) return "ja";
  if (page === "zh") return undefined;
  if (HAN.test(text) && !(page === "ko" && HANGUL.test(text))) return "ja";
  return undefined;
}
