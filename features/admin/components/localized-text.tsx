import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { consoleText, type ContentTexts } from "../shared/console-text";

/**
 * A text of the content (a name, a title) in the console's language; Japanese with a small 'JA'
 * marker when the translation is missing, so nobody mistakes it for a translated one.
 */
export function LocalizedText({ texts }: { texts: ContentTexts }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("admin.common");
  const { text, fallback } = consoleText(texts, locale);
  if (!fallback) return <>{text}</>;
  return (
    <>
      <span lang="ja">{text}</span>
      <span className="ml-1.5 inline-flex translate-y-[-1px] items-center rounded bg-amber-100 px-1 align-middle text-[10px] font-semibold leading-4 text-amber-900" title={t("inJapanese")} data-testid="fallback-marker">
        <span aria-hidden>JA</span>
        <span className="sr-only"> {t("inJapanese")}</span>
      </span>
    </>
  );
}

/** The same as plain text, for labels and attributes (the marker as words in brackets). */
export function useLocalizedLabel() {
  const locale = useLocale() as Locale;
  return (texts: ContentTexts) => consoleText(texts, locale).text;
}
