import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { SimpleProposalScreen } from "@/features/proposal-v2/components/simple-proposal-screen";

export async function generateMetadata({ params }: PageProps<"/[lang]/v2/proposal">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: "simpleProposal" });
  return { title: t("metaTitle") };
}

export default async function SimpleProposalPage({ params }: PageProps<"/[lang]/v2/proposal">) {
  const { lang } = await params;
  setRequestLocale(lang);
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
