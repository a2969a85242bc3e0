import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCallback } from "@/features/auth/components/auth-callback";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/auth/callback">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "auth.callback" });
  return localizedPageMetadata({ lang: locale, path: "/auth/callback", title: t("metaTitle"), noindex: true });
}

export default async function AuthCallbackPage({ params }: PageProps<"/[lang]/auth/callback">) {
  const { lang } = await params;
  setPageLocale(lang);
  return <AuthCallback />;
}
