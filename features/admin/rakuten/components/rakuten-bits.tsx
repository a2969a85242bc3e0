"use client";

import { AlertTriangle, ExternalLink, MapPin, PlugZap, Star, Train } from "lucide-react";
import { useTranslations } from "next-intl";
import type { RakutenHotel } from "@/lib/clients/rakuten";
import { formatNumber } from "@/lib/utils";
import { guessLodgingType } from "../mapping";
import type { RakutenFailure, RakutenStatus } from "../service";

/** Says plainly when the search cannot work (no application id, or offline mode). */
export function RakutenStatusNotice({ status }: { status: RakutenStatus }) {
  const t = useTranslations("admin.rakuten");
  if (status.configured && !status.offline) return null;
  return (
    <div role="note" className="mb-5 flex gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <PlugZap aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{status.offline ? t("offlineTitle") : t("notConfiguredTitle")}</p>
        <p className="mt-1">{status.offline ? t("offlineBody") : t("notConfiguredBody")}</p>
      </div>
    </div>
  );
}

export function RakutenErrorPanel({ failure }: { failure: RakutenFailure }) {
  const t = useTranslations("admin.rakuten");
  return (
    <div role="alert" className="flex gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{t(`errors.${failure.kind}`)}</p>
        {failure.status ? <p className="mt-1">{t("httpStatus", { status: failure.status })}</p> : null}
        {failure.description ? <p className="mt-1 break-words font-mono text-xs">{failure.description}</p> : null}
        {failure.kind === "unexpected" && failure.message ? <p className="mt-1 break-words">{failure.message}</p> : null}
      </div>
    </div>
  );
}

export function HotelFacts({ hotel, distanceKm }: { hotel: RakutenHotel; distanceKm?: number | null }) {
  const t = useTranslations("admin.rakuten");
  const tt = useTranslations("admin.enums.types");
  return (
    <>
      <p className="text-xs text-sumi-soft">
        {tt(guessLodgingType(hotel.name))} · {t("hotelNo", { no: hotel.hotelNo })}
      </p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="tabular-nums">{hotel.minCharge ? t("fromPrice", { price: formatNumber(hotel.minCharge) }) : t("noPrice")}</span>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
          {hotel.reviewAverage !== null ? hotel.reviewAverage.toFixed(2) : "—"}
          <span className="text-sumi-soft">({t("reviews", { count: hotel.reviewCount })})</span>
        </span>
        {distanceKm !== undefined && distanceKm !== null ? (
          <span className="inline-flex items-center gap-1 text-sumi-soft">
            <MapPin aria-hidden className="size-4" />
            {t("distance", { km: distanceKm })}
          </span>
        ) : null}
        {hotel.nearestStation ? (
          <span className="inline-flex items-center gap-1 text-sumi-soft">
            <Train aria-hidden className="size-4" />
            {hotel.nearestStation}
          </span>
        ) : null}
      </p>
      {hotel.informationUrl ? (
        <a href={hotel.informationUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-9 w-fit items-center gap-1 text-sm text-brand-deep underline-offset-4 hover:underline">
          <ExternalLink aria-hidden className="size-4" />
          {t("openOnRakuten")}
        </a>
      ) : null}
    </>
  );
}
