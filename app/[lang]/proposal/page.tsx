import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { ProposalLoading } from "@/features/proposal/ui";
import { ProposalScreen } from "@/features/proposal/components/proposal-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/proposal">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "proposal" });
  return localizedPageMetadata({ lang: locale, path: "/proposal", title: t("metaTitle"), page: "proposal" });
}

export default async function ProposalPage({ params }: PageProps<"/[lang]/proposal">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <Suspense fallback={<ProposalLoading />}>
        <ProposalScreen />
      </Suspense>
    </>
  );
}
