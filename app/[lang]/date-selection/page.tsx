import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { DateSelectionScreen } from "@/features/entry/components/date-selection-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/date-selection">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "entry.dateSelection" });
  return localizedPageMetadata({ lang: locale, path: "/date-selection", title: t("metaTitle"), page: "dateSelection" });
}

export default async function DateSelectionPage({ params }: PageProps<"/[lang]/date-selection">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <DateSelectionScreen />
    </>
  );
}
