import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { LanguageDebug } from "@/features/debug/components/language-debug";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/debug">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "debug" });
  return localizedPageMetadata({ lang: locale, path: "/debug", title: t("title"), noindex: true });
}

export default async function DebugPage({ params }: PageProps<"/[lang]/debug">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      <AppHeader />
      <main id="main">
        <Suspense>
          <LanguageDebug />
        </Suspense>
      </main>
    </>
  );
}
