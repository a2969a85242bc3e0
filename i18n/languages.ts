import type { Locale } from "./routing";

/** The language switcher's entries: a flag and the language's own name. */
export const languageOptions: { code: Locale; flag: string; name: string }[] = [
  { code: "ja", flag: "🇯🇵", name: "日本語" },
  { code: "en", flag: "🇺🇸", name: "English" },
  { code: "ko", flag: "🇰🇷", name: "한국어" },
  { code: "zh", flag: "🇨🇳", name: "中文" },
];

/**
 * Rewrites the first path segment to `target` and keeps the query string and hash.
 * Japanese is unprefixed; any other first segment is part of the path, not a locale.
 */
export function switchLocalePath(pathWithQuery: string, target: Locale, locales: readonly string[]): string {
  const url = new URL(pathWithQuery, "http://x");
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length && locales.includes(segments[0])) segments.shift();
  if (target !== "ja") segments.unshift(target);
  const path = "/" + segments.join("/");
  return path + url.search + url.hash;
}
