"use client";

import { useFormatter, useTranslations } from "next-intl";
import * as React from "react";
import type { IsoDate } from "@/lib/japan-time";
import { tripTextFormat } from "./format";

/** Durations, yen amounts, calendar days, lists and asides in the page's language. */
export function useTripFormat() {
  const t = useTranslations("trip");
  const format = useFormatter();
  return React.useMemo(() => {
    const day = (iso: IsoDate, withWeekday = true) =>
      format.dateTime(new Date(`${iso}T00:00:00Z`), { timeZone: "UTC", month: "short", day: "numeric", ...(withWeekday ? { weekday: "short" } : {}) });
    /** 11/28 — compact, for chips. */
    const shortDay = (iso: IsoDate) => format.dateTime(new Date(`${iso}T00:00:00Z`), { timeZone: "UTC", month: "numeric", day: "numeric" });
    const text = tripTextFormat((key, values) => t(key, values));
    return {
      duration: text.duration,
      yen: text.yen,
      yenRange: text.yenRange,
      day,
      shortDay,
      range(from: IsoDate | null | undefined, to: IsoDate | null | undefined) {
        if (!from) return t("datesUndecided");
        return to ? t("dateRange", { from: day(from), to: day(to) }) : t("dateFrom", { from: day(from) });
      },
      stay(nights: number) {
        return t("stayLength", { nights, days: nights + 1 });
      },
      guests: (count: number) => t("guests", { count }),
      list: text.list,
      aside: text.aside,
      withAside: text.withAside,
      placeInPrefecture: text.placeInPrefecture,
    };
  }, [t, format]);
}
