import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { Suspense } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { SiteFooter } from "@/components/shell/site-footer";
import { AppHeader } from "@/features/auth/ui";
import { DestinationScreen } from "@/features/destinations/components/destination-screen";
import { deferWhenBuildingOnPglite, destinationJsonLd, destinationMetadata, getDestination, getDestinationList, getRenamedSlug, prerenderAtBuild } from "@/features/destinations/server";
import { getPathname } from "@/i18n/navigation";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

/** Rebuilt at least daily; a back-office save expires it at once (tag "catalogue"). */
export const revalidate = 86400;

export async function generateStaticParams() {
  if (!prerenderAtBuild()) return [];
  return (await getDestinationList()).map((d) => ({ slug: d.slug }));
}

export async function generateMetadata({ params }: PageProps<"/[lang]/destinations/[slug]">): Promise<Metadata> {
  const { lang, slug } = await params;
  await deferWhenBuildingOnPglite();
  const destination = await getDestination(slug);
  const locale = localeParam(lang);
  if (destination) return destinationMetadata(destination, locale);
  return { title: (await getTranslations({ locale, namespace: "seo" }))("notFoundTitle") };
}

export default async function DestinationPage({ params }: PageProps<"/[lang]/destinations/[slug]">) {
  const { lang, slug } = await params;
  const locale = setPageLocale(lang);
  await deferWhenBuildingOnPglite();
  const destination = await getDestination(slug);
  if (!destination) {
    const renamed = await getRenamedSlug(slug);
    if (renamed) permanentRedirect(getPathname({ href: `/destinations/${renamed}`, locale }));
    notFound();
  }
  return (
    <>
      <JsonLd data={await destinationJsonLd(destination, locale)} />
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <DestinationScreen destination={destination} locale={locale} />
      <SiteFooter />
    </>
  );
}
