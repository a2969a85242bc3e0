import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/features/account/components/account-page";
import { SettingsView } from "@/features/account/components/settings-view";
import { profileOf } from "@/features/account/service";
import { requireUser } from "@/features/auth/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/account/settings">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "navigation" });
  return localizedPageMetadata({ lang: locale, path: "/account/settings", title: t("accountSettings"), noindex: true });
}

export default async function AccountSettingsPage({ params }: PageProps<"/[lang]/account/settings">) {
  const { lang } = await params;
  setPageLocale(lang);
  const actor = await requireUser();
  const [tn, profile] = await Promise.all([getTranslations("navigation"), profileOf(actor.user.id)]);
  return (
    <AccountPage title={tn("accountSettings")}>
      <SettingsView profile={profile} isAdmin={actor.isAdmin} />
    </AccountPage>
  );
}
