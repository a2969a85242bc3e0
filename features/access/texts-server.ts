import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages-by-locale";
import type { Locale } from "@/i18n/routing";
import { accessTexts, type AccessTexts } from "./texts";

const built = new Map<Locale, AccessTexts>();

/** Built once per language: the messages are static. */
export function textsFor(locale: Locale): AccessTexts {
  let texts = built.get(locale);
  if (!texts) {
    const messages = MESSAGES[locale];
    const t = createTranslator({ locale, messages, namespace: "access.generated" });
    texts = accessTexts(t, (kind, mode) => messages.access.generated[kind][mode], locale);
    built.set(locale, texts);
  }
  return texts;
}
