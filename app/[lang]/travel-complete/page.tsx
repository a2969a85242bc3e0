import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { CompleteScreen } from "@/features/concierge/components/complete-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/travel-complete">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "complete" });
  return localizedPageMetadata({ lang: locale, path: "/travel-complete", title: t("metaTitle"), noindex: true });
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
