import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCallback } from "@/features/auth/components/auth-callback";
import { setPageLocale } from "@/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.callback");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function AuthCallbackPage({ params }: PageProps<"/[lang]/auth/callback">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <AuthCallback />;
}
