import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { ConciergeScreen } from "@/features/concierge/components/concierge-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[lang]/travel-concierge">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: localeParam(lang), namespace: "concierge" });
  return { title: t("metaTitle") };
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
