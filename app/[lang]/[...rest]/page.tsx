import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[lang]/[...rest]">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: routing.locales.find((l) => l === lang) ?? routing.defaultLocale, namespace: "seo" });
  return { title: t("notFoundTitle") };
}

// Any unknown path renders the localized 404 page.
export default function CatchAll() {
  notFound();
}
