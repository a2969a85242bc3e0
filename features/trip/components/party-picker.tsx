"use client";

import { Baby, Minus, Plus, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { MAX_CHILDREN, MAX_GUESTS } from "../guests";

/** Who is going: adults (1–8) and children (0–7), eight at most in all. */
export function PartyPicker({ party, onChange }: { party: { adults: number; children: number }; onChange: (party: { adults: number; children: number }) => void }) {
  const t = useTranslations("trip.party");
  const { adults, children } = party;
  const total = adults + children;
  return (
    <div className="space-y-2" role="group" aria-labelledby="party-label">
      <p id="party-label" className="flex items-center gap-2 text-[15px] font-medium">
        <Users aria-hidden className="size-5 text-mood" />
        {t("label")}
        <span className="text-xs font-normal text-sumi-soft" data-testid="party-total">{t("total", { count: total })}</span>
      </p>
      <Counter id="adults" label={t("adults")} value={adults} min={1} max={MAX_GUESTS - children} onChange={(n) => onChange({ adults: n, children })} />
      <Counter id="children" label={t("children")} hint={t("childrenHint")} icon={<Baby aria-hidden className="size-4 text-sumi-soft" />} value={children} min={0} max={Math.min(MAX_CHILDREN, MAX_GUESTS - adults)} onChange={(n) => onChange({ adults, children: n })} />
    </div>
  );
}

function Counter({ id, label, hint, icon, value, min, max, onChange }: { id: string; label: string; hint?: string; icon?: React.ReactNode; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const t = useTranslations("trip.party");
  return (
    <div className="flex items-center justify-between gap-4 pl-7">
      <span id={`${id}-label`} className="flex items-center gap-1.5 text-sm">
        {icon}
        <span>
          {label}
          {hint ? <span className="block text-xs text-sumi-soft">{hint}</span> : null}
        </span>
      </span>
      <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-1 rounded-full border border-line bg-white p-1">
        <button type="button" aria-label={t("decrease", { who: label })} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))} className="flex size-11 items-center justify-center rounded-full text-sumi transition-colors hover:bg-washi-deep disabled:opacity-35">
          <Minus className="size-4" />
        </button>
        <output aria-live="polite" data-testid={`${id}-count`} className="min-w-10 text-center text-base font-semibold tabular-nums">
          {value}
        </output>
        <button type="button" aria-label={t("increase", { who: label })} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))} className="flex size-11 items-center justify-center rounded-full text-sumi transition-colors hover:bg-washi-deep disabled:opacity-35">
          <Plus className="size-4" />
        </button>
      </div>
    </div>
  );
}
