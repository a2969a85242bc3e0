import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { SiteFooter } from "@/components/shell/site-footer";
import { AppHeader } from "@/features/auth/ui";
import type { Locale } from "@/i18n/routing";
import { fitDescription } from "@/lib/seo/fit-text";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";
import { deferWhenBuildingOnPglite, prerenderAtBuild } from "./build";
import { LandingScreen } from "./components/landing-screen";
import { landingView } from "./landing-view";
import { landingsOf, type LandingKind } from "./landings";
import { getDestinationList } from "./service";
import { landingJsonLd } from "./structured-data";

// The four landing routes (app/[lang]/destinations/{region,prefecture,mood,season}/[key]) are one
// page: these are what each route file exports.

export async function landingStaticParams(kind: LandingKind) {
  if (!prerenderAtBuild()) return [];
  return landingsOf(await getDestinationList())
    .filter((l) => l.kind === kind)
    .map((l) => ({ key: l.key }));
}

export async function landingMetadata(kind: LandingKind, key: string, locale: Locale): Promise<Metadata> {
  await deferWhenBuildingOnPglite();
  const view = await landingView(kind, key, locale, await getDestinationList());
  if (!view) return { title: (await getTranslations({ locale, namespace: "seo" }))("notFoundTitle") };
  return localizedPageMetadata({ lang: locale, path: view.path, title: view.metaTitles, description: fitDescription(locale, view.intro) });
}

export async function LandingPage({ kind, landingKey, locale }: { kind: LandingKind; landingKey: string; locale: Locale }) {
  await deferWhenBuildingOnPglite();
  const view = await landingView(kind, landingKey, locale, await getDestinationList());
  if (!view) notFound();
  const t = await getTranslations({ locale, namespace: "destinations.landing" });
  return (
    <>
      <JsonLd data={landingJsonLd(view, locale, t("itemList", { title: view.title }))} />
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <LandingScreen view={view} locale={locale} />
      <SiteFooter />
    </>
  );
}
