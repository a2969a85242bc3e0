import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { PageLoading } from "@/components/shell/page-loading";
import { MagicQuestionScreen } from "@/features/magic-question/components/magic-question-screen";
import { upcomingHolidays } from "@/features/trip/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

// Holidays are listed from "today": refresh the page daily.
export const revalidate = 86400;

export async function generateMetadata({ params }: PageProps<"/[lang]/magic-question">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "magicQuestion" });
  return localizedPageMetadata({ lang: locale, path: "/magic-question", title: t("metaTitle"), page: "magicQuestion" });
}

export default async function MagicQuestionPage({ params }: PageProps<"/[lang]/magic-question">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <Suspense fallback={<PageLoading />}>
        <MagicQuestionScreen holidays={upcomingHolidays()} />
      </Suspense>
    </>
  );
}
