import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/features/legal/components/legal-document";
import { env } from "@/lib/env";
import { setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.privacy");
  return { title: t("title") };
}

export default async function PrivacyPage({ params }: PageProps<"/[lang]/privacy">) {
  const { lang } = await params;
  setPageLocale(lang);
  // The support address is configuration read when the page is served, not when it was built.
  await connection();
  return <LegalDocument kind="privacy" supportEmail={env().SUPPORT_EMAIL} />;
}
