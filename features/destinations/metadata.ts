import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { fitDescription } from "@/lib/seo/fit-text";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";
import type { PublicDestination } from "./types";
import { cardView } from "./views";

/** The share card of a destination in a language (app/og). */
export const shareImagePath = (locale: Locale, slug: string) => `/og/${locale}/${slug}.png`;

/** The share card of a stay in a language (app/og/[lang]/stays). */
export const stayShareImagePath = (locale: Locale, id: string) => `/og/${locale}/stays/${id}.png`;

export async function destinationMetadata(destination: PublicDestination, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "destinations.detail" });
  const d = cardView(destination, locale);
  // Hokkaido is both a prefecture and a region: named once.
  const place = d.prefecture === d.regionName ? d.prefecture : t("place", { prefecture: d.prefecture, region: d.regionName });
  return localizedPageMetadata({
    lang: locale,
    path: `/destinations/${d.slug}`,
    title: [t("metaTitle", { name: d.name, place }), t("metaTitleShort", { name: d.name, prefecture: d.prefecture }), t("metaTitleNamed", { name: d.name, prefecture: d.prefecture }), d.name],
    description: fitDescription(locale, [t("metaLead", { name: d.name, place }), d.pitch, t("metaTail")]),
    images: [shareImagePath(locale, d.slug)],
  });
}
