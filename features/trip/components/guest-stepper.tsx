"use client";

import { Minus, Plus, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { clampGuests, MAX_GUESTS, MIN_GUESTS } from "../guests";

/** A guest counter from 1 to 8, or to a lower `max` (a stay's capacity). */
export function GuestStepper({ value, onChange, label, max = MAX_GUESTS }: { value: number; onChange: (n: number) => void; label: string; max?: number }) {
  const t = useTranslations("trip");
  const id = "guest-count";
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={id} className="flex items-center gap-2 text-[15px] font-medium">
        <Users aria-hidden className="size-5 text-mood" />
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex items-center gap-1 rounded-full border border-line bg-white p-1">
        <button
          type="button"
          aria-label={t("guestsDecrease")}
          disabled={value <= MIN_GUESTS}
          onClick={() => onChange(clampGuests(value - 1))}
          className="flex size-11 items-center justify-center rounded-full text-sumi transition-colors hover:bg-washi-deep disabled:opacity-35"
        >
          <Minus className="size-4" />
        </button>
        <output aria-live="polite" data-testid="guest-count" className="min-w-14 text-center text-base font-semibold tabular-nums">
          {t("guests", { count: value })}
        </output>
        <button
          type="button"
          aria-label={t("guestsIncrease")}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, clampGuests(value + 1)))}
          className="flex size-11 items-center justify-center rounded-full text-sumi transition-colors hover:bg-washi-deep disabled:opacity-35"
        >
          <Plus className="size-4" />
        </button>
      </div>
    </div>
  );
}
