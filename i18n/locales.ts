// The languages and the path rule, with no imports: the service worker bundles this too.

export const locales = ["ja", "en", "ko", "zh"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ja";

/** The path of a page in a language: Japanese paths carry no prefix ("/help", "/en/help", "/en"). */
export function localizedPath(lang: Locale, path: string): string {
  // A query or fragment names a state of the page, not another page.
  const bare = path.split(/[?#]/, 1)[0] || "/";
  const clean = bare.startsWith("/") ? bare : `/${bare}`;
  if (lang === defaultLocale) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/** The language of a path: its first segment when it is a prefixed language, else the default. */
export function pathLocale(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (locales as readonly string[]).includes(first) ? (first as Locale) : defaultLocale;
}
