import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { foreignLang } from "@/lib/i18n-content";

/** Catalogue text that may not be in the page's language (untranslated content): marked with its own `lang`. */
export function InLang({ text, className }: { text: string; className?: string }) {
  const lang = foreignLang(text, useLocale() as Locale);
  if (!lang && !className) return <>{text}</>;
  return (
    <span lang={lang} className={className}>
      {text}
    </span>
  );
}
