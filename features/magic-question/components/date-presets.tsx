"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { cn } from "@/lib/utils";
import type { DateRange } from "@/features/trip";
import type { HolidayMap } from "@/features/trip/server";
import { magicQuestionPresets, type MagicPresetId } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { useHydrated } from "@/lib/use-stored-value";

const IDS: MagicPresetId[] = ["thisWeekend", "nextWeekend", "twoNights"];

/** This weekend, next weekend, two nights three days — from the coming Saturday in Japan. */
export function DatePresets({ value, onChange, holidays }: { value: DateRange | null; onChange: (r: DateRange) => void; holidays: HolidayMap }) {
  const t = useTranslations("magicQuestion.dates");
  const fmt = useTripFormat();
  // Computed in the browser: "today" is the visitor's present, not the server's render time.
  const hydrated = useHydrated();
  const presets = React.useMemo(() => (hydrated ? magicQuestionPresets() : null), [hydrated]);

  return (
    <div role="group" aria-label={t("presetsLabel")} className="mt-3 grid grid-cols-3 gap-2">
      {IDS.map((id) => {
        const range = presets?.[id];
        const on = Boolean(range && value && value.from === range.from && value.to === range.to);
        const holiday = range ? Object.keys(holidays).find((d) => d >= range.from && d <= (range.to ?? range.from)) : undefined;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={on}
            disabled={!range}
            onClick={() => range && onChange(range)}
            data-testid={`preset-${id}`}
            className={cn(
              "flex min-h-16 flex-col items-center justify-center rounded-2xl border px-2 py-2 text-center transition-all",
              on ? "border-mood bg-mood text-mood-ink shadow-soft" : "border-line bg-white hover:border-mood/60",
            )}
          >
            <span className="text-sm font-semibold">{t(`presets.${id}`)}</span>
            <span className={cn("text-[11px] tabular-nums", on ? "text-mood-ink/85" : "text-sumi-soft")}>{range ? `${fmt.shortDay(range.from)}–${fmt.shortDay(range.to!)}` : "…"}</span>
            {holiday ? <span className={cn("mt-0.5 text-[10px] font-semibold", on ? "text-mood-ink" : "text-red-700")}>{t("includesHoliday")}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
