"use client";

import { Clock, Repeat, Star, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { AccessModeIcon } from "./access-mode-icon";
import { useTripFormat } from "@/features/trip/ui";
import type { RouteStep, TransportOption } from "../types";

export { AccessModeIcon };

/**
 * Tabs that wrap onto a second row when their labels do not fit one (a phone, a long language)
 * instead of scrolling out of sight: every label stays whole and visible, each tab 44 px tall.
 */
export const WRAPPING_TABS = "flex-wrap overflow-visible rounded-3xl";
export const WRAPPING_TAB = "min-h-11";

/** Duration, cost and changes of a route, in one line. */
export function RouteFacts({ option, className }: { option: TransportOption; className?: string }) {
  const t = useTranslations("access.detail");
  const fmt = useTripFormat();
  return (
    <span className={cn("flex flex-wrap gap-x-3 gap-y-1 text-xs text-sumi-soft [&>span]:whitespace-nowrap", className)}>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-3.5" />
        <span className="sr-only">{t("duration")}</span>
        {fmt.duration(option.durationMinutes)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Wallet aria-hidden className="size-3.5" />
        <span className="sr-only">{t("cost")}</span>
        {fmt.yenRange(option.costMin, option.costMax)}
      </span>
      {option.mode === "train" || option.mode === "bus" ? (
        <span className="inline-flex items-center gap-1">
          <Repeat aria-hidden className="size-3.5" />
          {option.transfers ? t("transfers", { count: option.transfers }) : t("direct")}
        </span>
      ) : null}
    </span>
  );
}

export function Popularity({ value }: { value: number }) {
  const t = useTranslations("access.detail");
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t("popularity", { value })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={cn("size-3", i < value ? "fill-amber-400 text-amber-400" : "text-line")} />
      ))}
    </span>
  );
}

export function StepList({ steps, testId }: { steps: RouteStep[]; testId?: string }) {
  const fmt = useTripFormat();
  return (
    <ol className="space-y-2 text-sm" data-testid={testId}>
      {steps.map((s) => (
        <li key={s.stepNumber} className="flex gap-2.5">
          <span
            aria-hidden
            className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold text-white"
            style={{ backgroundColor: s.lineColor && /^#?[0-9a-f]{6}$/i.test(s.lineColor) ? (s.lineColor.startsWith("#") ? s.lineColor : `#${s.lineColor}`) : "var(--color-mood)" }}
          >
            {s.stepNumber}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block leading-snug">{s.action}</span>
            {s.line || s.notes ? (
              <span className="mt-0.5 block text-xs text-sumi-soft">
                {[s.line, s.notes].filter(Boolean).join(" ")}
              </span>
            ) : null}
          </span>
          <span className="shrink-0 text-xs text-sumi-soft">{fmt.duration(s.durationMinutes)}</span>
        </li>
      ))}
    </ol>
  );
}

export function TextList({ title, items, tone }: { title: string; items: string[]; tone: "good" | "warn" | "tip" }) {
  if (!items.length) return null;
  const color = tone === "good" ? "text-emerald-800" : tone === "warn" ? "text-amber-800" : "text-mood-deep";
  return (
    <div>
      <p className={cn("mb-1 text-xs font-semibold", color)}>{title}</p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm">
        {items.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
    </div>
  );
}
