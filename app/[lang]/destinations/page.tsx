import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SiteFooter } from "@/components/shell/site-footer";
import { AppHeader } from "@/features/auth/ui";
import { DestinationListScreen } from "@/features/destinations/components/destination-list-screen";
import { getDestinationList, listFilter } from "@/features/destinations/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/destinations">): Promise<Metadata> {
  const { lang } = await params;
  const locale = localeParam(lang);
  const t = await getTranslations({ locale, namespace: "destinations.list" });
  const count = (await getDestinationList()).length;
  // Filtered views share the list's canonical address.
  return localizedPageMetadata({ lang: locale, path: "/destinations", title: t("metaTitle"), description: t("metaDescription", { count }) });
}

export default async function DestinationsPage({ params, searchParams }: PageProps<"/[lang]/destinations">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const filter = listFilter(await searchParams);
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <DestinationListScreen destinations={await getDestinationList()} filter={filter} locale={locale} />
      <SiteFooter />
    </>
  );
}
