"use client";

import * as RadioGroup from "@radix-ui/react-radio-group";
import { Check, Clock, Repeat, Route, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/utils";
import { useTripFormat } from "@/features/trip/ui";
import { useArrowSelect } from "./use-arrow-select";
import type { AccessSummary } from "../types";
import { AccessModeIcon } from "@/features/access/ui";
import { withJosa } from "@/lib/korean";

/** The ways to get there as a radio group; car routes say whether a rental car is needed. */
export function AccessChoices({ access, value, onChange }: { access: AccessSummary; value: string | null; onChange: (id: string) => void }) {
  const t = useTranslations("proposal");
  const tAccess = useTranslations("access.modal");
  const fmt = useTripFormat();
  const arrows = useArrowSelect(onChange);
  if (!access.options.length) return <EmptyState icon={<Route />} title={t("access.none")} />;
  return (
    <div>
      <RadioGroup.Root {...arrows.rootProps} value={value ?? ""} onValueChange={onChange} aria-label={t("sections.access")} className="grid gap-2.5 sm:grid-cols-2">
        {access.options.map((o) => {
          const on = o.id === value;
          return (
            <RadioGroup.Item
              key={o.id}
              value={o.id}
              {...arrows.itemProps(o.id)}
              data-testid="access-option"
              className={cn(
                "flex items-start gap-3 rounded-2xl border-2 bg-white p-3.5 text-left transition-all",
                on ? "border-mood shadow-lift ring-4 ring-mood/15" : "border-line hover:border-mood/50",
              )}
            >
              <span aria-hidden className={cn("flex size-11 shrink-0 items-center justify-center rounded-2xl", on ? "bg-mood text-mood-ink" : "bg-mood-soft text-mood")}>
                <AccessModeIcon mode={o.mode} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="text-[15px] font-semibold leading-snug" data-testid="access-title">
                    {o.title}
                  </span>
                  <span aria-hidden className={cn("flex size-6 shrink-0 items-center justify-center rounded-full border-2", on ? "border-mood bg-mood text-mood-ink" : "border-line text-transparent")}>
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                </span>
                <span className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-sumi-soft [&>span]:whitespace-nowrap">
                  <span className="inline-flex items-center gap-1 font-semibold text-sumi">
                    <AccessModeIcon mode={o.mode} className="size-3.5" />
                    {t(`access.modes.${o.mode}`)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden className="size-3.5" />
                    {fmt.duration(o.durationMinutes)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Wallet aria-hidden className="size-3.5" />
                    {fmt.yenRange(o.fareMin, o.fareMax)}
                  </span>
                  {o.mode === "train" || o.mode === "bus" ? (
                    <span className="inline-flex items-center gap-1">
                      <Repeat aria-hidden className="size-3.5" />
                      {o.transfers ? t("access.transfers", { count: o.transfers }) : t("access.direct")}
                    </span>
                  ) : null}
                </span>
                {o.mode === "car" ? (
                  <span className={cn("mt-2 inline-block rounded-full px-2 py-0.5 text-[11px] font-semibold", o.needsCar ? "bg-amber-100 text-amber-800" : "bg-mood-soft text-mood-deep")}>
                    {o.needsCar ? t("access.needsCar") : t("access.yourCar")}
                  </span>
                ) : null}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      {access.estimate ? (
        <p className="mt-3 text-xs text-sumi-soft" data-testid="access-estimate">
          {tAccess("estimateNote")}
        </p>
      ) : access.approximate ? (
        <p className="mt-3 text-xs text-sumi-soft">{t("access.approximate", withJosa({ origin: access.origin.name }))}</p>
      ) : null}
    </div>
  );
}
