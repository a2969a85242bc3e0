import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/features/account/components/account-page";
import { NoticeList } from "@/features/account/components/notice-list";
import { noticesForUser } from "@/features/account/service";
import { requireUser } from "@/features/auth/server";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/account/messages">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "navigation" });
  return localizedPageMetadata({ lang: locale, path: "/account/messages", title: t("messages"), noindex: true });
}

export default async function MessagesPage({ params }: PageProps<"/[lang]/account/messages">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const { user } = await requireUser();
  const [t, tn, notices] = await Promise.all([getTranslations("account.messages"), getTranslations("navigation"), noticesForUser(user.id, locale)]);
  return (
    <AccountPage title={tn("messages")} description={t("intro")}>
      <NoticeList notices={notices} />
    </AccountPage>
  );
}
