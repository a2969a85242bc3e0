import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { CompleteScreen } from "@/features/concierge/components/complete-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[lang]/travel-complete">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: localeParam(lang), namespace: "complete" });
  return { title: t("metaTitle") };
}

export default async function TravelCompletePage({ params }: PageProps<"/[lang]/travel-complete">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <CompleteScreen />
    </>
  );
}
