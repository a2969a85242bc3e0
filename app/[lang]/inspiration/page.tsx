import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { InspirationScreen } from "@/features/entry/components/inspiration-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[lang]/inspiration">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: localeParam(lang), namespace: "entry.inspiration" });
  return { title: t("metaTitle") };
}

export default async function InspirationPage({ params }: PageProps<"/[lang]/inspiration">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <InspirationScreen />
    </>
  );
}
