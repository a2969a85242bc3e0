import { OTHER_LOCALES, type OtherLocale } from "./enums";

// The `translations` JSON of stays, hints and spots: { en?: { field: text }, ko?: {...}, zh?: {...} }.

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
