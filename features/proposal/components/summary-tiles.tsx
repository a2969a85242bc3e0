"use client";

import { BedDouble, Info, TrainFront, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { useTripFormat } from "@/features/trip/ui";
import { cn } from "@/lib/utils";
import { usePartyNights } from "@/features/estimate/ui";
import type { ProposalEstimate } from "../trip-estimate";
import type { GachaProposal } from "../types";

/**
 * Access time from the hub, budget and the number of stays. The budget's minimum comes both in
 * thousands (Japanese writes 15千円〜) and in yen, which the other languages format with Intl
 * (¥15K, 15,000엔, 1.5万日元).
 */
export function SummaryTiles({ proposal, estimate, onAccessDetails }: { proposal: GachaProposal; estimate: ProposalEstimate; onAccessDetails: () => void }) {
  const t = useTranslations("proposal.tiles");
  const fmt = useTripFormat();
  const partyNights = usePartyNights();
  const total = estimate.estimate.total;
  const { access } = proposal;
  return (
    // Three tiles side by side leave a phone 85 px each, too narrow for 約1時間10分 or 17,000엔부터
    // on one line: there the access tile (with its button) takes the full width above the other two.
    <section aria-label={t("label")} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-4">
      <Tile className="col-span-2 sm:col-span-1" icon={<TrainFront />} label={t("access")} value={access.options.length ? t("accessValue", { duration: fmt.duration(access.fastestMinutes) }) : "—"} note={access.estimate ? t("accessApprox", { origin: access.from.name }) : access.approximate ? t("accessApprox", { origin: access.origin.name }) : t("accessFrom", { origin: access.origin.name })} testId="tile-access">
        <button
          type="button"
          onClick={onAccessDetails}
          className="mt-2 inline-flex min-h-11 items-center justify-center gap-1 self-start whitespace-nowrap rounded-full bg-mood-soft px-3 text-xs font-semibold text-mood-deep hover:bg-mood hover:text-mood-ink"
          data-testid="access-details"
        >
          <Info aria-hidden className="size-3.5" />
          {t("details")}
        </button>
      </Tile>
      <Tile
        icon={<Wallet />}
        label={t("budget")}
        value={t(estimate.cheapest ? "budgetValue" : "budgetChosen", { amount: Math.round(total / 1000), yen: total })}
        note={t("budgetNote", { partyNights: partyNights(estimate.estimate) })}
        testId="tile-budget"
      />
      <Tile icon={<BedDouble />} label={t("stays")} value={t("staysValue", { count: proposal.accommodations.length })} note={t("staysNote")} testId="tile-stays" />
    </section>
  );
}

function Tile({ icon, label, value, note, children, testId, className }: { icon: React.ReactNode; label: string; value: string; note: string; children?: React.ReactNode; testId: string; className?: string }) {
  return (
    <div data-testid={testId} className={cn("flex flex-col rounded-3xl bg-white p-3.5 shadow-soft ring-1 ring-line/60 sm:p-5", className)}>
      <span aria-hidden className="mb-2 flex size-9 items-center justify-center rounded-xl bg-mood-soft text-mood [&_svg]:size-5">
        {icon}
      </span>
      <span className="text-xs font-medium text-sumi-soft">{label}</span>
      <span className="mt-0.5 break-keep text-[17px] font-bold leading-tight tracking-tight sm:text-2xl" data-testid={`${testId}-value`}>{value}</span>
      <span className="mt-1 text-[11px] leading-snug text-sumi-soft sm:text-xs">{note}</span>
      {children}
    </div>
  );
}
