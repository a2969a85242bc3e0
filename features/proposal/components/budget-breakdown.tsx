"use client";

import { useTranslations } from "next-intl";
import { useTripFormat } from "@/features/trip/ui";
import { budgetBreakdown } from "../budget";
import { BUDGET_SPLIT } from "../constants";
import type { TotalBudget } from "../types";

/** 60% lodging, 20% transport, 20% meals and other, of the minimum and the maximum. */
export function BudgetBreakdown({ budget }: { budget: TotalBudget }) {
  const t = useTranslations("proposal.budget");
  const fmt = useTripFormat();
  const b = budgetBreakdown(budget);
  const rows = [
    { key: "lodging", share: BUDGET_SPLIT.lodging, value: b.lodging, color: "bg-mood" },
    { key: "transport", share: BUDGET_SPLIT.transport, value: b.transport, color: "bg-mood/60" },
    { key: "meals", share: BUDGET_SPLIT.meals, value: b.meals, color: "bg-mood/30" },
  ] as const;
  return (
    <div data-testid="budget-breakdown">
      <p className="mb-3 text-sm font-medium">{t("title")}</p>
      <div aria-hidden className="mb-4 flex h-3 overflow-hidden rounded-full">
        {rows.map((r) => (
          <span key={r.key} className={r.color} style={{ width: `${r.share * 100}%` }} />
        ))}
      </div>
      <table className="w-full text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-line/70">
              <th scope="row" className="py-2.5 text-left font-normal">
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden className={`size-2.5 rounded-full ${r.color}`} />
                  {t(r.key)} <span className="text-xs text-sumi-soft">{t("share", { percent: Math.round(r.share * 100) })}</span>
                </span>
              </th>
              <td className="whitespace-nowrap py-2.5 pl-2 text-right tabular-nums">{fmt.yenRange(r.value.min, r.value.max)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold">
              {t("total")}
            </th>
            <td className="whitespace-nowrap pl-2 pt-3 text-right text-base font-bold tabular-nums text-mood-deep">{fmt.yenRange(b.total.min, b.total.max)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3 text-xs text-sumi-soft">{t("note")}</p>
    </div>
  );
}
