import type { Metadata } from "next";
import { localizedPath } from "@/i18n/locales";
import { locales, routing, type Locale } from "@/i18n/routing";
import { publicUrl } from "@/lib/public-origin";

// Search engines are told, page by page, which URL is the page itself (canonical) and which URLs
// are the same page in the other languages (hreflang). Every page names its own path: a layout
// cannot, since it does not know which page it wraps.

/**
 * Shared artwork for link previews when a page has no picture of its own: a PNG drawn from
 * og-default.svg (scripts/render-og-default.mjs), as social previews do not show SVG.
 */
export const DEFAULT_OG_IMAGE = "/images/og-default.png";

const OG_LOCALES: Record<Locale, string> = { ja: "ja_JP", en: "en_US", ko: "ko_KR", zh: "zh_CN" };

/** The Open Graph locale of a language, e.g. "ja_JP". */
export function ogLocale(lang: Locale): string {
  return OG_LOCALES[lang];
}

export { localizedPath };

function absoluteUrl(lang: Locale, path: string): string {
  return publicUrl(localizedPath(lang, path)).href;
}

/** Canonical URL of the page in `lang`, and the same page in every language (x-default: Japanese). */
export function alternatesFor(lang: Locale, path: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, absoluteUrl(l, path)]));
  languages["x-default"] = absoluteUrl(routing.defaultLocale, path);
  return { canonical: absoluteUrl(lang, path), languages };
}

export type PageMetadataInput = {
  lang: Locale;
  /** The page's path without language prefix, e.g. "/help" or "/" for the home page. */
  path: string;
  /** A plain title goes through the layout's "%s | brand" template; `absolute` skips it. */
  title?: string | { absolute: string };
  description?: string;
  /** Site-relative or absolute; relative ones resolve against the layout's metadataBase. */
  images?: string[];
  siteName?: string;
  /** Kept out of search results; "follow" still lets a crawler follow the page's links. */
  noindex?: boolean | "follow";
};

/** A page's metadata: its own canonical and language alternates, link previews, robots. */
export function pageMetadata({ lang, path, title, description, images, siteName, noindex }: PageMetadataInput): Metadata {
  const alternates = alternatesFor(lang, path);
  const plainTitle = typeof title === "string" ? title : title?.absolute;
  // A page's openGraph replaces the layout's whole, so it carries everything a preview needs.
  const metadata: Metadata = {
    alternates,
    openGraph: {
      type: "website",
      url: alternates.canonical as string,
      locale: ogLocale(lang),
      alternateLocale: locales.filter((l) => l !== lang).map(ogLocale),
      images: images?.length ? images : [DEFAULT_OG_IMAGE],
      ...(siteName ? { siteName } : {}),
      ...(plainTitle ? { title: plainTitle } : {}),
      ...(description ? { description } : {}),
    },
    twitter: { card: "summary_large_image" },
  };
  if (title) metadata.title = title;
  if (description) metadata.description = description;
  if (noindex) metadata.robots = { index: false, follow: noindex === "follow" };
  return metadata;
}
