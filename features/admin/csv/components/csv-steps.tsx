"use client";

import { Check, CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export type StepState = "todo" | "current" | "done" | "failed";

export interface CsvStepStates {
  read: StepState;
  check: StepState;
  import: StepState;
}

const ORDER = ["read", "check", "import"] as const;

/**
 * Where an import stands: read the file, check every row, save. The import is one transaction
 * (all rows or none), so its progress is shown by step, the running one turning.
 */
export function CsvSteps({ states }: { states: CsvStepStates }) {
  const t = useTranslations("admin.csv.steps");
  return (
    <ol aria-label={t("label")} className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6" data-testid="csv-steps">
      {ORDER.map((step, i) => {
        const state = states[step];
        return (
          <li key={step} aria-current={state === "current" ? "step" : undefined} data-state={state} className={cn("flex items-center gap-2", state === "todo" && "text-sumi-soft")}>
            <span
              aria-hidden
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular-nums",
                state === "done" && "border-emerald-600 bg-emerald-600 text-white",
                state === "failed" && "border-amber-600 bg-amber-50 text-amber-700",
                state === "current" && "animate-spin border-2 border-mood border-t-transparent",
                state === "todo" && "border-line",
              )}
            >
              {state === "done" ? <Check className="size-3.5" /> : state === "failed" ? <CircleAlert className="size-3.5" /> : state === "todo" ? i + 1 : null}
            </span>
            <span>
              {t(step)}
              {state !== "todo" ? <span className="sr-only"> ({t(state)})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
