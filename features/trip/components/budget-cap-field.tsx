"use client";

import { Minus, Plus, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import { Switch } from "@/components/ui/switch";
import { BUDGET_CAP_STEP, MAX_BUDGET_CAP, MIN_BUDGET_CAP } from "../guests";
import { useTripFormat } from "../use-trip-format";

/** The optional 'everything for us under ¥…', in steps of ¥10,000; off by default. */
export function BudgetCapField({ value, guests, onChange }: { value: number | null; guests: number; onChange: (cap: number | null) => void }) {
  const t = useTranslations("trip.budgetCap");
  const fmt = useTripFormat();
  // A first suggestion when it is switched on: ¥30,000 a person, in whole steps.
  const suggested = Math.min(MAX_BUDGET_CAP, Math.max(MIN_BUDGET_CAP, Math.round((guests * 30_000) / BUDGET_CAP_STEP) * BUDGET_CAP_STEP));
  return (
    <div className="space-y-2">
      <label htmlFor="budget-cap-on" className="flex cursor-pointer items-center justify-between gap-4">
        <span className="flex items-start gap-2">
          <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-mood" />
          <span>
            <span className="block text-[15px] font-medium">{t("label")}</span>
            <span className="block text-xs text-sumi-soft">{t("description")}</span>
          </span>
        </span>
        <Switch id="budget-cap-on" checked={value !== null} onCheckedChange={(on) => onChange(on ? suggested : null)} />
      </label>
      {value !== null ? (
        <div className="flex items-center justify-between gap-4 pl-7" role="group" aria-labelledby="budget-cap-value">
          <span id="budget-cap-value" className="text-sm">{t("under", { guests })}</span>
          <div className="flex items-center gap-1 rounded-full border border-line bg-white p-1">
            <button type="button" aria-label={t("decrease")} disabled={value <= MIN_BUDGET_CAP} onClick={() => onChange(Math.max(MIN_BUDGET_CAP, value - BUDGET_CAP_STEP))} className="flex size-11 items-center justify-center rounded-full text-sumi transition-colors hover:bg-washi-deep disabled:opacity-35">
              <Minus className="size-4" />
            </button>
            <output aria-live="polite" data-testid="budget-cap" className="min-w-24 text-center text-base font-semibold tabular-nums">
              {fmt.yen(value)}
            </output>
            <button type="button" aria-label={t("increase")} disabled={value >= MAX_BUDGET_CAP} onClick={() => onChange(Math.min(MAX_BUDGET_CAP, value + BUDGET_CAP_STEP))} className="flex size-11 items-center justify-center rounded-full text-sumi transition-colors hover:bg-washi-deep disabled:opacity-35">
              <Plus className="size-4" />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
