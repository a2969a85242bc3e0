import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/features/auth/ui";
import { SiteFooter } from "@/components/shell/site-footer";
import { AuthErrorView } from "@/features/auth/components/auth-error-view";
import { env } from "@/lib/env";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/auth/error">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "auth.error" });
  return localizedPageMetadata({ lang: locale, path: "/auth/error", title: t("title"), noindex: true });
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function AuthErrorPage({ params, searchParams }: PageProps<"/[lang]/auth/error">) {
  const { lang } = await params;
  setPageLocale(lang);
  const query = await searchParams;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <AuthErrorView error={one(query.error)} description={one(query.error_description)} supportEmail={env().SUPPORT_EMAIL} />
      <SiteFooter />
    </div>
  );
}
