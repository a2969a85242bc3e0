import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { MoodSelectionScreen } from "@/features/entry/components/mood-selection-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/mood-selection">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "entry.moodSelection" });
  return localizedPageMetadata({ lang: locale, path: "/mood-selection", title: t("metaTitle"), page: "moodSelection" });
}

export default async function MoodSelectionPage({ params }: PageProps<"/[lang]/mood-selection">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader />
      </Suspense>
      <MoodSelectionScreen />
    </>
  );
}
