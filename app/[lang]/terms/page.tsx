import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/features/legal/components/legal-document";
import { env } from "@/lib/env";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/terms">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "legal.terms" });
  return localizedPageMetadata({ lang: locale, path: "/terms", title: t("title"), page: "terms" });
}

export default async function TermsPage({ params }: PageProps<"/[lang]/terms">) {
  const { lang } = await params;
  setPageLocale(lang);
  // The support address is configuration read when the page is served, not when it was built.
  await connection();
  return <LegalDocument kind="terms" supportEmail={env().SUPPORT_EMAIL} />;
}
