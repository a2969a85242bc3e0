import type { Locale } from "@/i18n/routing";

/** Names in a row, as each language writes them: 小田急・箱根登山 / Odakyu, Hakone Tozan / 小田急、箱根登山. */
export function joinNames(names: string[], locale: Locale): string {
  const separator = locale === "ja" ? "・" : locale === "zh" ? "、" : ", ";
  return names.join(separator);
}
