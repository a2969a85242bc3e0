import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales, type Locale } from "./locales";

export { locales, type Locale } from "./locales";

// The language is the first path segment when it is one of the four; otherwise Japanese.
// Japanese paths carry no prefix. No cookie or Accept-Language guessing: the path decides.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  // Each page names its own alternates in its head (lib/seo/metadata.ts). A Link header built from
  // the request path would say the same twice, or name a different set where a page's canonical is
  // not its path, and outlive a client navigation (the splash moves on to the magic question).
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
