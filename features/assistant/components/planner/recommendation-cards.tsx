"use client";

import { BedDouble, Clock, MapPin, Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatNumber } from "@/lib/utils";
import { useTripFormat } from "@/features/trip/ui";
import type { DestinationCard, StayCard } from "../../service";

export function StayCards({ stays }: { stays: StayCard[] }) {
  const t = useTranslations("assistant.planner");
  const fmt = useTripFormat();
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t("staysTitle")}>
      {stays.map((s) => (
        <li key={s.id}>
          <Card className="flex h-full flex-row overflow-hidden sm:flex-col" data-testid="recommended-stay">
            <img src={s.imageUrl} alt="" aria-hidden className="h-auto w-28 shrink-0 bg-washi-deep object-cover sm:h-28 sm:w-full" />
            <div className="flex min-w-0 flex-col gap-1 p-3">
              <Badge className="self-start">{t(`stayTypes.${s.type}`)}</Badge>
              <h4 className="font-semibold leading-snug">{s.name}</h4>
              <p className="flex items-center gap-1 text-xs text-sumi-soft">
                <MapPin aria-hidden className="size-3.5" /> {fmt.list([s.destination, s.area].filter((x): x is string => Boolean(x)))}
              </p>
              <p className="text-sm">
                {t("pricePerNight", { min: formatNumber(s.priceMin), max: formatNumber(s.priceMax) })}
              </p>
              {s.rating !== null ? (
                <p className="flex items-center gap-1 text-xs text-sumi-soft">
                  <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" /> {t("rating", { rating: s.rating.toFixed(1) })}
                </p>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function DestinationCards({ destinations }: { destinations: DestinationCard[] }) {
  const t = useTranslations("assistant.planner");
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t("destinationsTitle")}>
      {destinations.map((d) => (
        <li key={d.id}>
          <Card className="h-full overflow-hidden" data-testid="recommended-destination">
            <img src={d.imageUrl} alt="" aria-hidden className="h-28 w-full bg-washi-deep object-cover" />
            <div className="flex flex-col gap-1 p-3">
              <h4 className="font-semibold">{d.name}</h4>
              <p className="flex items-center gap-1 text-xs text-sumi-soft">
                <MapPin aria-hidden className="size-3.5" /> {d.prefecture}
              </p>
              <p className="flex items-center gap-1 text-xs text-sumi-soft">
                <Clock aria-hidden className="size-3.5" /> {t("fromTokyo", { minutes: d.travelMinutes })}
              </p>
              <p className="text-sm">{t("budgetRange", { min: formatNumber(d.budgetMin), max: formatNumber(d.budgetMax) })}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function NoRecommendations() {
  const t = useTranslations("assistant.planner");
  return (
    <div className="flex items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-4 py-5 text-sm text-sumi-soft">
      <BedDouble aria-hidden className="size-5 shrink-0" />
      {t("noRecommendations")}
    </div>
  );
}
