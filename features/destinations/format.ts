import "server-only";
import { getTranslations } from "next-intl/server";
import { tripTextFormat } from "@/features/trip";
import type { Locale } from "@/i18n/routing";

/** Durations, yen amounts and lists in the page's language, on the server (the browser has useTripFormat). */
export async function serverFormat(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "trip" });
  return tripTextFormat((key, values) => t(key, values));
}
export type ServerFormat = Awaited<ReturnType<typeof serverFormat>>;
