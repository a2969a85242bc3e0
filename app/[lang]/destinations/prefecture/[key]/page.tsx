import type { Metadata } from "next";
import { LandingPage, landingMetadata, landingStaticParams } from "@/features/destinations/landing";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

/** Rebuilt at least daily; a back-office save expires it at once (tag "catalogue"). */
export const revalidate = 86400;

export function generateStaticParams() {
  return landingStaticParams("prefecture");
}

export async function generateMetadata({ params }: PageProps<"/[lang]/destinations/prefecture/[key]">): Promise<Metadata> {
  const { lang, key } = await params;
  return landingMetadata("prefecture", key, localeParam(lang));
}

export default async function LandingPrefecturePage({ params }: PageProps<"/[lang]/destinations/prefecture/[key]">) {
  const { lang, key } = await params;
  return <LandingPage kind="prefecture" landingKey={key} locale={setPageLocale(lang)} />;
}
