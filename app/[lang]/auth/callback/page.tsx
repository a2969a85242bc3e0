import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCallback } from "@/features/auth/components/auth-callback";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.callback");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function AuthCallbackPage({ params }: PageProps<"/[lang]/auth/callback">) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <AuthCallback />;
}
