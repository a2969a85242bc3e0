import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** generateMetadata for a console page: its name as the title, never indexed. */
export function adminMetadata(navKey: string) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const { lang } = await params;
    const t = await getTranslations({ locale: lang, namespace: "admin.shell" });
    return { title: `${t(`nav.${navKey}`)} · ${t("console")}`, robots: { index: false, follow: false } };
  };
}
