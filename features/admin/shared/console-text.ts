import type { Locale } from "@/i18n/routing";

// Content in the console's language. The back office edits Japanese first and the other languages
// follow, so a missing translation falls back to Japanese and says so (the caller marks it).

export type ContentTexts = { ja: string } & Partial<Record<Exclude<Locale, "ja">, string | null | undefined>>;

export interface ConsoleText {
  text: string;
  /** True when the text is the Japanese one standing in for a missing translation. */
  fallback: boolean;
}

export function consoleText(texts: ContentTexts, locale: Locale): ConsoleText {
  if (locale === "ja") return { text: texts.ja, fallback: false };
  const own = texts[locale]?.trim();
  return own ? { text: own, fallback: false } : { text: texts.ja, fallback: Boolean(texts.ja) };
}

/** A destination row's names ({ nameJa, nameEn, nameKo, nameZh }) as texts. */
export function destinationNames(d: { nameJa: string; nameEn?: string | null; nameKo?: string | null; nameZh?: string | null }): ContentTexts {
  return { ja: d.nameJa, en: d.nameEn, ko: d.nameKo, zh: d.nameZh };
}

/** A field kept in Japanese in its column and in a `translations` JSON ({ en: { name }, … }). */
export function translatedTexts(translations: unknown, field: string, ja: string, en?: string | null): ContentTexts {
  const tr = (translations && typeof translations === "object" ? translations : {}) as Record<string, Record<string, unknown> | undefined>;
  const pick = (l: string) => (typeof tr[l]?.[field] === "string" ? (tr[l]![field] as string) : null);
  return { ja, en: en || pick("en"), ko: pick("ko"), zh: pick("zh") };
}
