import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { ConciergeScreen } from "@/features/concierge/components/concierge-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/travel-concierge">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "concierge" });
  return localizedPageMetadata({ lang: locale, path: "/travel-concierge", title: t("metaTitle"), page: "travelConcierge", noindex: "follow" });
}

export default async function TravelConciergePage({ params }: PageProps<"/[lang]/travel-concierge">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <ConciergeScreen />
    </>
  );
}
