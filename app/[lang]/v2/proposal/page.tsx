import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { SimpleProposalScreen } from "@/features/proposal-v2/components/simple-proposal-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/v2/proposal">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "simpleProposal" });
  return localizedPageMetadata({ lang: locale, path: "/v2/proposal", title: t("metaTitle"), noindex: true });
}

export default async function SimpleProposalPage({ params }: PageProps<"/[lang]/v2/proposal">) {
  const { lang } = await params;
  setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <SimpleProposalScreen />
    </>
  );
}
