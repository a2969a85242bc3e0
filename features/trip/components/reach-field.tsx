"use client";

import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { EARLIEST_ARRIVE_BY, OPEN_ENDED_HOURS, REACH_HOURS, type ReachHours } from "../reach-limit";

export interface ReachValue {
  hours: ReachHours | null;
  arriveBy: string | null;
}

/** A first suggestion when 'arrive by' is switched on. */
const SUGGESTED_ARRIVAL = "12:00";

/** 'How far, one way': auto (the trip's length decides) or up to 1–5 h+, and an optional arrival time. */
export function ReachField({ value, onChange }: { value: ReachValue; onChange: (value: ReachValue) => void }) {
  const t = useTranslations("trip.reach");
  const choices: (ReachHours | null)[] = [null, ...REACH_HOURS];
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-mood" />
        <span>
          <span id="reach-label" className="block text-[15px] font-medium">{t("label")}</span>
          <span className="block text-xs text-sumi-soft">{t("description")}</span>
        </span>
      </div>
      <div role="radiogroup" aria-labelledby="reach-label" className="flex flex-wrap gap-2 pl-7" data-testid="reach-hours">
        {choices.map((h) => {
          const checked = value.hours === h;
          return (
            <button
              key={h ?? "auto"}
              type="button"
              role="radio"
              aria-checked={checked}
              data-hours={h ?? "auto"}
              onClick={() => onChange({ ...value, hours: h })}
              className={cn(
                "min-h-11 rounded-full border px-4 text-sm font-medium transition-colors",
                checked ? "border-mood bg-mood text-mood-ink" : "border-line bg-white text-sumi hover:border-mood",
              )}
            >
              {h === null ? t("auto") : h === OPEN_ENDED_HOURS ? t("hoursPlus", { hours: h }) : t("hours", { hours: h })}
            </button>
          );
        })}
      </div>
      {value.hours === null ? <p className="pl-7 text-xs text-sumi-soft">{t("autoHint")}</p> : null}
      <label htmlFor="arrive-by-on" className="flex cursor-pointer items-center justify-between gap-4 pl-7">
        <span>
          <span className="block text-sm font-medium">{t("arriveBy")}</span>
          <span className="block text-xs text-sumi-soft">{t("arriveByHint")}</span>
        </span>
        <Switch id="arrive-by-on" checked={value.arriveBy !== null} onCheckedChange={(on) => onChange({ ...value, arriveBy: on ? SUGGESTED_ARRIVAL : null })} />
      </label>
      {value.arriveBy !== null ? (
        <div className="flex items-center justify-between gap-4 pl-7">
          <label htmlFor="arrive-by" className="text-sm">{t("arriveByTime")}</label>
          <input
            id="arrive-by"
            type="time"
            min={EARLIEST_ARRIVE_BY}
            step={900}
            value={value.arriveBy}
            data-testid="arrive-by"
            // An emptied or too-early field keeps the last good time: the draw refuses anything else.
            onChange={(e) => (e.target.value && e.target.value >= EARLIEST_ARRIVE_BY ? onChange({ ...value, arriveBy: e.target.value }) : undefined)}
            className="min-h-11 rounded-xl border border-line bg-white px-3 text-base tabular-nums"
          />
        </div>
      ) : null}
    </div>
  );
}
