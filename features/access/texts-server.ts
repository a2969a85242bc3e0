import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import ko from "@/messages/ko.json";
import zh from "@/messages/zh.json";
import { accessTexts, type AccessTexts } from "./texts";

const MESSAGES = { ja, en, ko, zh } as const;
const built = new Map<Locale, AccessTexts>();

/** Built once per language: the messages are static. */
export function textsFor(locale: Locale): AccessTexts {
  let texts = built.get(locale);
  if (!texts) {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "access.generated" });
    texts = accessTexts((k, v) => t(k as never, v as never), (k) => t.raw(k as never));
    built.set(locale, texts);
  }
  return texts;
}
