"use client";

import { BedDouble, Clock, MapPin, Repeat, Route, Star, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { AccessModeIcon } from "@/features/access/ui";
import { conciergeTrip, lodgingEstimate, transportEstimate } from "@/features/concierge";
import { useEstimateText } from "@/features/concierge/ui";
import type { SelectedProposal } from "@/features/proposal";
import { KeepAmounts, useTripFormat } from "@/features/trip/ui";
import { Picture } from "@/components/shell/picture";
import { EstimateIncluded } from "@/features/estimate/ui";

/**
 * The chosen stay and way of getting there, side by side on wider screens, each with what it costs
 * for this trip: the same estimates as the concierge's.
 */
export function HubChoices({ selected }: { selected: Extract<SelectedProposal, { kind: "gacha" }> }) {
  const t = useTranslations("hub");
  const tp = useTranslations("proposal");
  const fmt = useTripFormat();
  const estimateText = useEstimateText();
  const te = useTranslations("estimate");
  const { selectedAccommodation: stay, selectedAccess: access } = selected;
  const trip = conciergeTrip(selected);
  return (
    <section aria-label={t("choicesLabel")} className="grid gap-4 md:grid-cols-2">
      <Card icon={<BedDouble />} label={t("stay")} testId="hub-stay">
        <div className="flex gap-4">
          <Picture src={stay.images[0]?.url ?? stay.heroImage} sizes="96px" alt={stay.images[0]?.caption ?? ""} className="size-24 shrink-0 rounded-2xl object-cover" />
          <div className="min-w-0">
            <p className="text-xs font-semibold text-mood">{tp(`accommodationTypes.${stay.type}`)}</p>
            <p className="text-lg font-bold leading-snug">{stay.name}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-sumi-soft">
              <span className="inline-flex items-center gap-0.5">
                <MapPin aria-hidden className="size-3" /> {stay.area}
              </span>
              {stay.rating !== null ? (
                <span className="inline-flex items-center gap-0.5">
                  <Star aria-hidden className="size-3 fill-amber-400 text-amber-400" /> {stay.rating.toFixed(1)}
                </span>
              ) : null}
            </p>
            <p className="mt-2 text-sm font-bold text-mood-deep break-keep">{tp("accommodation.perNight", { price: fmt.yen(stay.pricePerNightMin) })}</p>
            <p data-testid="hub-stay-estimate" className="mt-1 text-xs text-sumi-soft">
              <KeepAmounts text={estimateText(lodgingEstimate(trip))} />
            </p>
          </div>
        </div>
      </Card>
      <Card icon={<Route />} label={t("access")} testId="hub-access">
        <div className="flex gap-4">
          <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-mood-soft text-mood">
            <AccessModeIcon mode={access.mode} className="size-7" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold text-mood">{tp(`access.modes.${access.mode}`)}</p>
            <p className="text-lg font-bold leading-snug">{access.title}</p>
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-sumi-soft [&>span]:whitespace-nowrap">
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-4" /> {fmt.duration(access.durationMinutes)}
              </span>
              <span className="inline-flex items-center gap-1">
                <Wallet aria-hidden className="size-4" /> {fmt.yenRange(access.fareMin, access.fareMax)}
              </span>
              {access.mode !== "car" ? (
                <span className="inline-flex items-center gap-1">
                  <Repeat aria-hidden className="size-4" /> {access.transfers ? tp("access.transfers", { count: access.transfers }) : tp("access.direct")}
                </span>
              ) : null}
            </p>
            <p data-testid="hub-access-estimate" className="mt-1 text-xs text-sumi-soft">
              <KeepAmounts text={estimateText(transportEstimate(trip))} />
            </p>
          </div>
        </div>
      </Card>
      {trip.estimate ? (
        <div data-testid="hub-trip" className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 md:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="flex items-center gap-2 text-sm font-semibold text-sumi-soft">
              <Wallet aria-hidden className="size-4 text-mood" /> {te("total")}
            </p>
            <p className="text-2xl font-bold text-mood-deep" data-testid="hub-trip-total">{fmt.yen(trip.estimate.total)}</p>
          </div>
          <EstimateIncluded estimate={trip.estimate} className="mt-1 text-xs text-sumi-soft" />
        </div>
      ) : null}
    </section>
  );
}

function Card({ icon, label, children, testId }: { icon: React.ReactNode; label: string; children: React.ReactNode; testId: string }) {
  return (
    <div data-testid={testId} className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60">
      <p className="mb-4 flex items-center gap-2 text-sm font-semibold text-sumi-soft [&_svg]:size-4 [&_svg]:text-mood">
        {icon} {label}
      </p>
      {children}
    </div>
  );
}
