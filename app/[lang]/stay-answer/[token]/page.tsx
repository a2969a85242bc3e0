import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { stayLinkState } from "@/features/booking/server";
import { StayAnswerView } from "@/features/booking/components/stay-answer-view";
import { localeParam, setPageLocale } from "@/i18n/page-locale";
import { localizedPageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/[lang]/stay-answer/[token]">): Promise<Metadata> {
  const locale = localeParam((await params).lang);
  const t = await getTranslations({ locale, namespace: "booking.stayAnswer" });
  return localizedPageMetadata({ lang: locale, path: "/stay-answer", title: t("metaTitle"), noindex: true });
}

export default async function StayAnswerPage({ params }: PageProps<"/[lang]/stay-answer/[token]">) {
  const { lang, token } = await params;
  const locale = setPageLocale(lang);
  const t = await getTranslations({ locale, namespace: "booking.stayAnswer" });
  const link = await stayLinkState(decodeURIComponent(token));
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl bg-washi px-4 pb-16 pt-10">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      <StayAnswerView token={decodeURIComponent(token)} link={link} locale={locale} />
    </main>
  );
}
