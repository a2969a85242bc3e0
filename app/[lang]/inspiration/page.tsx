import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { InspirationScreen } from "@/features/entry/components/inspiration-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/inspiration">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "entry.inspiration" });
  return localizedPageMetadata({ lang: locale, path: "/inspiration", title: t("metaTitle"), page: "inspiration" });
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
