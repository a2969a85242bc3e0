import type { Metadata } from "next";
import { LandingPage, landingMetadata, landingStaticParams } from "@/features/destinations/landing";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

/** Rebuilt at least daily; a back-office save expires it at once (tag "catalogue"). */
export const revalidate = 86400;

export function generateStaticParams() {
  return landingStaticParams("region");
}

export async function generateMetadata({ params }: PageProps<"/[lang]/destinations/region/[key]">): Promise<Metadata> {
  const { lang, key } = await params;
  return landingMetadata("region", key, localeParam(lang));
}

export default async function LandingRegionPage({ params }: PageProps<"/[lang]/destinations/region/[key]">) {
  const { lang, key } = await params;
  return <LandingPage kind="region" landingKey={key} locale={setPageLocale(lang)} />;
}
