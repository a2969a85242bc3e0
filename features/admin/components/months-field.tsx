"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { ALL_MONTHS } from "../shared/validation";
import { ToggleGroupField } from "./toggle-group-field";

/** Month names in the console's language ("1月", "Jan", "1월"), from the runtime's calendar data. */
function useMonthNames() {
  const locale = useLocale();
  return React.useMemo(() => {
    const name = (month: "short" | "long") => new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
    return ALL_MONTHS.map((m) => {
      const day = Date.UTC(2000, m - 1, 1);
      return { value: m, label: name("short").format(day), fullLabel: name("long").format(day) };
    });
  }, [locale]);
}

/** The months something is on: twelve toggles and "all year" (a tip, a spot, a highlight). */
export function MonthsField({ id, label, value, onValue, error, hint }: { id: string; label?: string; value: number[]; onValue: (v: number[]) => void; error?: string; hint?: React.ReactNode }) {
  const t = useTranslations("admin.fields");
  const months = useMonthNames();
  return (
    <ToggleGroupField
      id={id}
      label={label ?? t("months")}
      required
      all={t("allYear")}
      compact
      options={months}
      value={value}
      onValue={(v) => onValue([...v].sort((a, b) => a - b))}
      error={error}
      hint={hint ?? t("monthsHint")}
    />
  );
}
