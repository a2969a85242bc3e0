import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";
import type { PublicDestination } from "./types";
import { cardView } from "./views";

/** The share card of a destination in a language (app/og). */
export const shareImagePath = (locale: Locale, slug: string) => `/og/${locale}/${slug}.png`;

/** Search descriptions are cut at a word-ish boundary near this many characters. */
const DESCRIPTION_MAX = 160;

function clip(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export async function destinationMetadata(destination: PublicDestination, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "destinations.detail" });
  const d = cardView(destination, locale);
  const place = t("place", { prefecture: d.prefecture, region: d.regionName });
  return localizedPageMetadata({
    lang: locale,
    path: `/destinations/${d.slug}`,
    title: t("metaTitle", { name: d.name, place }),
    description: clip(t("metaDescription", { name: d.name, place, pitch: d.pitch })),
    images: [shareImagePath(locale, d.slug)],
  });
}
