"use client";

import { useTranslations } from "next-intl";
import { EstimateIncluded, usePartyNights } from "@/features/estimate/ui";
import { useTripFormat } from "@/features/trip/ui";
import type { ProposalEstimate } from "../trip-estimate";

/** The trip's estimate split into its real parts: the stay, travel both ways, meals and other. */
export function BudgetBreakdown({ estimate }: { estimate: ProposalEstimate }) {
  const t = useTranslations("proposal.budget");
  const te = useTranslations("estimate");
  const fmt = useTripFormat();
  const partyNights = usePartyNights();
  const e = estimate.estimate;
  const rows = [
    { key: "stay", part: e.stay, color: "bg-mood" },
    { key: "transport", part: e.travel, color: "bg-mood/60" },
    { key: "other", part: e.other, color: "bg-mood/30" },
  ] as const;
  return (
    <div data-testid="budget-breakdown">
      <p className="mb-3 text-sm font-medium">{t("title", { partyNights: partyNights(e) })}</p>
      <div aria-hidden className="mb-4 flex h-3 overflow-hidden rounded-full">
        {rows.map((r) => (
          <span key={r.key} className={r.color} style={{ width: `${e.total ? (r.part.amount / e.total) * 100 : 0}%` }} />
        ))}
      </div>
      <table className="w-full text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-line/70">
              <th scope="row" className="py-2.5 text-left font-normal">
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden className={`size-2.5 rounded-full ${r.color}`} />
                  {te(r.key)}
                  {e.total ? <span className="text-xs text-sumi-soft">{t("share", { percent: Math.round((r.part.amount / e.total) * 100) })}</span> : null}
                </span>
              </th>
              <td className="whitespace-nowrap py-2.5 pl-2 text-right tabular-nums" data-testid={`breakdown-${r.key}`}>{fmt.yenRange(r.part.amount, r.part.max)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold">
              {te("total")}
            </th>
            <td className="whitespace-nowrap pl-2 pt-3 text-right text-base font-bold tabular-nums text-mood-deep" data-testid="breakdown-total">
              {fmt.yenRange(e.total, e.totalMax)}
            </td>
          </tr>
        </tbody>
      </table>
      <EstimateIncluded estimate={e} className="mt-3 text-xs text-sumi-soft" />
      <p className="mt-1 text-xs text-sumi-soft">{estimate.cheapest ? t("noteCheapest") : t("noteChosen")}</p>
    </div>
  );
}
