import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AssistantPage } from "@/features/assistant/components/assistant-page";
import { ASSISTANT_TABS, type AssistantTab } from "@/features/assistant/constants";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/ai-assistant">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "assistant.page" });
  return localizedPageMetadata({ lang: locale, path: "/ai-assistant", title: t("title"), description: t("lead") });
}

export default async function AiAssistantPage({ params, searchParams }: PageProps<"/[lang]/ai-assistant">) {
  const { lang } = await params;
  const locale = setPageLocale(lang);
  const { tab } = await searchParams;
  const initial = (ASSISTANT_TABS as readonly string[]).includes(String(tab)) ? (tab as AssistantTab) : "chat";
  return <AssistantPage locale={locale} tab={initial} />;
}
