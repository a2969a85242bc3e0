import type { Metadata } from "next";
import { LandingPage, landingMetadata, landingStaticParams } from "@/features/destinations/landing";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

/** Rebuilt at least daily; a back-office save expires it at once (tag "catalogue"). */
export const revalidate = 86400;

export function generateStaticParams() {
  return landingStaticParams("season");
}

export async function generateMetadata({ params }: PageProps<"/[lang]/destinations/season/[key]">): Promise<Metadata> {
  const { lang, key } = await params;
  return landingMetadata("season", key, localeParam(lang));
}

export default async function LandingSeasonPage({ params }: PageProps<"/[lang]/destinations/season/[key]">) {
  const { lang, key } = await params;
  return <LandingPage kind="season" landingKey={key} locale={setPageLocale(lang)} />;
}
