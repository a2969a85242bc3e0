import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AppHeader } from "@/features/auth/ui";
import { SiteFooter } from "@/components/shell/site-footer";
import { HelpCenter } from "@/features/account/components/help-center";
import { env } from "@/lib/env";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/help">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "navigation" });
  return localizedPageMetadata({ lang: locale, path: "/help", title: t("helpCenter"), page: "help" });
}

export default async function HelpPage({ params }: PageProps<"/[lang]/help">) {
  const { lang } = await params;
  setPageLocale(lang);
  // The support address is configuration read when the page is served, not when it was built.
  await connection();
  const [t, tn] = await Promise.all([getTranslations("account.help"), getTranslations("navigation")]);
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-16 pt-24 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{tn("helpCenter")}</h1>
        <p className="mb-8 mt-2 text-sumi-soft">{t("intro")}</p>
        <HelpCenter supportEmail={env().SUPPORT_EMAIL} />
      </main>
      <SiteFooter />
    </div>
  );
}
