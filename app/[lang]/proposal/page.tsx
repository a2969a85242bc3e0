import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { Suspense } from "react";
import { AppHeader } from "@/features/auth/ui";
import { ProposalLoading } from "@/features/proposal/ui";
import { ProposalScreen } from "@/features/proposal/components/proposal-screen";
import { firstDraw } from "@/features/proposal/first-draw";
import type { Locale } from "@/i18n/routing";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/proposal">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "proposal" });
  return localizedPageMetadata({ lang: locale, path: "/proposal", title: t("metaTitle"), page: "proposal", noindex: "follow" });
}

export default async function ProposalPage({ params, searchParams }: PageProps<"/[lang]/proposal">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  return (
    <>
      {/* The language menu reads the query string: rendered in the browser. */}
      <Suspense fallback={null}>
        <AppHeader overlay />
      </Suspense>
      <Suspense fallback={<ProposalLoading />}>
        <DrawnProposal locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}

/** The first destination drawn on the server when it can be (first-draw.ts), else the screen draws. */
async function DrawnProposal({ locale, searchParams }: { locale: Locale; searchParams: PageProps<"/[lang]/proposal">["searchParams"] }) {
  const [search, jar, head] = await Promise.all([searchParams, cookies(), headers()]);
  const initial = await firstDraw({ locale, search, cookies: jar, headers: head });
  return <ProposalScreen initial={initial} />;
}
