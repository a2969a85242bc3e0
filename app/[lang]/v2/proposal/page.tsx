import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { SimpleProposalScreen } from "@/features/proposal-v2/components/simple-proposal-screen";
import { localeParam, setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[lang]/v2/proposal">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: localeParam(lang), namespace: "simpleProposal" });
  return { title: t("metaTitle") };
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
