import { createTranslator, type Messages } from "next-intl";
import type { AnyMessageKey, MessageValues } from "@/i18n/message-keys";
import { isAiError } from "@/lib/clients/ai-error";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { AiLimitError } from "./limits";

// Messages for route handlers and server code outside a page render, in the caller's language.

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ja: () => import("@/messages/ja.json"),
  en: () => import("@/messages/en.json"),
  ko: () => import("@/messages/ko.json"),
  zh: () => import("@/messages/zh.json"),
};

export type Translator = (key: AnyMessageKey, values?: MessageValues) => string;

export async function serverTranslator(locale: string): Promise<Translator> {
  const l: Locale = isLocale(locale) ? locale : routing.defaultLocale;
  const messages = (await loaders[l]()).default;
  return createTranslator({ locale: l, messages });
}

export interface AiFailure {
  code: string;
  message: string;
  status: number;
  retryAfterSeconds?: number;
}

/** What to tell the user about a failed AI call, and the HTTP status that goes with it. */
export function describeAiFailure(error: unknown, t: Translator): AiFailure {
  if (error instanceof AiLimitError) {
    return { code: "RATE_LIMIT", status: 429, retryAfterSeconds: error.retryAfterSeconds, message: t("errors.rateLimitWait", { seconds: error.retryAfterSeconds }) };
  }
  if (isAiError(error)) {
    switch (error.code) {
      // Why the AI is off (no key, offline mode) is for administrators; the caller may be a traveller.
      case "AI_NOT_CONFIGURED":
      case "AI_OFFLINE":
        return { code: error.code, status: 503, message: t("assistant.errors.resting") };
      case "AI_TIMEOUT":
        return { code: error.code, status: 504, message: t("assistant.errors.timeout") };
      case "RATE_LIMIT":
        return { code: error.code, status: 429, message: t("errors.codes.RATE_LIMIT") };
      case "NETWORK_ERROR":
        return { code: error.code, status: 502, message: t("assistant.errors.unreachable") };
      case "AI_BAD_RESPONSE":
        return { code: error.code, status: 502, message: t("assistant.errors.badResponse") };
      case "AI_ABORTED":
        return { code: error.code, status: 499, message: t("assistant.errors.aborted") };
      default:
        return { code: error.code, status: 502, message: t("assistant.errors.upstream") };
    }
  }
  return { code: "UNKNOWN_ERROR", status: 500, message: t("errors.codes.GENERIC") };
}
