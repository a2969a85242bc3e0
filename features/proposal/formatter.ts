import { createTranslator } from "next-intl";
import { MESSAGES } from "@/i18n/messages-by-locale";
import type { Locale } from "@/i18n/routing";
import type { BriefFormatter } from "./access-info";

// Short texts the proposal carries in its accessInfo. Built once per language
// instead of per request: the messages are static.
const formatters = new Map<Locale, BriefFormatter>();

export function briefFormatter(locale: Locale): BriefFormatter {
  let f = formatters.get(locale);
  if (!f) {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "trip" });
    f = {
      duration: (minutes) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        if (!hours) return t("duration.minutes", { minutes: rest });
        return rest ? t("duration.hoursMinutes", { hours, minutes: rest }) : t("duration.hours", { hours });
      },
      yenRange: (min, max) => (min === max ? t("yen", { amount: min }) : t("yenRange", { min, max })),
    };
    formatters.set(locale, f);
  }
  return f;
}
