import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { routing, type Locale } from "./routing";

/** A page's `[lang]` segment as a locale; anything else is not a page of ours (404). */
export function localeParam(lang: string): Locale {
  return hasLocale(routing.locales, lang) ? lang : notFound();
}

/** The page's locale, set for this render so that server components and static rendering see it. */
export function setPageLocale(lang: string): Locale {
  const locale = localeParam(lang);
  setRequestLocale(locale);
  return locale;
}
