import type { Metadata } from "next";
import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { localeParam } from "@/i18n/page-locale";

export type AdminNavKey = keyof Messages["admin"]["shell"]["nav"];

/** generateMetadata for a console page: its name as the title, never indexed. */
export function adminMetadata(navKey: AdminNavKey) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const { lang } = await params;
    const t = await getTranslations({ locale: localeParam(lang), namespace: "admin.shell" });
    return { title: `${t(`nav.${navKey}`)} · ${t("console")}`, robots: { index: false, follow: false } };
  };
}
