"use client";

import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTripFormat } from "@/features/trip/ui";
import { estimatePrice, roomsFor } from "@/features/estimate";
import { EstimateIncluded } from "@/features/estimate/ui";
import { useTripTotal } from "./use-trip-total";
import type { StayChoice } from "./use-booking-trip";
import { Picture } from "@/components/shell/picture";

export interface BookingStay {
  id: string;
  name: string;
  area: string;
  image: { url: string; caption: string };
  pricePerNightMin: number;
  /** The most guests one booking may bring. */
  maxGuests: number;
}

/** The stay beside the form, with the price estimate for the chosen dates and party. */
export function StaySummary({ stay, choice }: { stay: BookingStay; choice: StayChoice }) {
  const t = useTranslations("booking");
  const fmt = useTripFormat();
  const rooms = roomsFor({ adults: choice.adults, children: choice.children }, stay.maxGuests) ?? 1;
  const price = estimatePrice({ nightly: stay.pricePerNightMin, checkIn: choice.checkIn, checkOut: choice.checkOut, guests: choice.adults + choice.children, rooms });
  const trip = useTripTotal(stay.id, choice);
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-soft">
      <Picture src={stay.image.url} sizes="(min-width: 768px) 24rem, 100vw" alt={stay.image.caption} className="h-36 w-full object-cover" />
      <div className="p-5">
        <p className="text-lg font-bold leading-snug" data-testid="booking-stay-name">
          {stay.name}
        </p>
        <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-sumi-soft">
          <MapPin aria-hidden className="size-4" /> {stay.area}
        </p>
        <dl className="mt-4 space-y-1.5 text-sm">
          <Row label={t("estimate.nights", { count: price.nights, price: fmt.yen(stay.pricePerNightMin) })} value={fmt.yen(price.base / rooms)} />
          {rooms > 1 ? <Row label={t("estimate.rooms", { count: rooms })} value={`× ${rooms}`} /> : null}
          {price.weekendSurcharge ? <Row label={t("estimate.weekend", { count: price.weekendNights })} value={fmt.yen(price.weekendSurcharge)} /> : null}
          {price.extraGuestFee ? <Row label={t("estimate.extraGuests", { count: choice.adults + choice.children - 2 })} value={fmt.yen(price.extraGuestFee)} /> : null}
          {price.seasonFactor !== 1 ? <Row label={t("estimate.season")} value={`× ${price.seasonFactor}`} /> : null}
          <div className="flex items-baseline justify-between border-t border-line pt-2">
            <dt className="font-semibold">{t("estimate.total")}</dt>
            <dd className="whitespace-nowrap text-xl font-bold text-mood-deep" data-testid="booking-estimate">
              {fmt.yen(price.total)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-sumi-soft">{t("estimate.note")}</p>
        {trip ? (
          <div className="mt-4 rounded-2xl bg-mood-soft/50 p-3" data-testid="booking-trip">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-sm font-semibold">{t("estimate.tripTotal")}</p>
              <p className="whitespace-nowrap text-lg font-bold text-mood-deep" data-testid="booking-trip-total">
                {fmt.yen(trip.total)}
              </p>
            </div>
            <EstimateIncluded estimate={trip} className="mt-1 text-xs text-sumi-soft" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sumi-soft">{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

