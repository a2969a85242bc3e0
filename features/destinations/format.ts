import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";

/** Durations and yen amounts in the page's language, on the server (the browser has useTripFormat). */
export async function serverFormat(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "trip" });
  return {
    duration(minutes: number) {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (!hours) return t("duration.minutes", { minutes: rest });
      return rest ? t("duration.hoursMinutes", { hours, minutes: rest }) : t("duration.hours", { hours });
    },
    yen: (amount: number) => t("yen", { amount }),
    yenRange: (min: number, max: number) => (min === max ? t("yen", { amount: min }) : t("yenRange", { min, max })),
    list: (items: string[]) => items.join(t("listSeparator")),
  };
}
export type ServerFormat = Awaited<ReturnType<typeof serverFormat>>;
