import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/features/account/components/account-page";
import { ProfileView } from "@/features/account/components/profile-view";
import { profileOf } from "@/features/account/service";
import { requireUser } from "@/features/auth/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/account/profile">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "navigation" });
  return localizedPageMetadata({ lang: locale, path: "/account/profile", title: t("profile"), noindex: true });
}

export default async function ProfilePage({ params }: PageProps<"/[lang]/account/profile">) {
  const { lang } = await params;
  setPageLocale(lang);
  const { user } = await requireUser();
  const [tn, profile] = await Promise.all([getTranslations("navigation"), profileOf(user.id)]);
  return (
    <AccountPage title={tn("profile")}>
      <ProfileView profile={profile} />
    </AccountPage>
  );
}
