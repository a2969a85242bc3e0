"use client";

import { CalendarDays, CarFront, MapPin, Navigation, TrainFront, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { useTripFormat } from "@/features/trip/ui";
import type { ConciergeTrip } from "../checklist";

/** Destination, dates, guests, departure hub, car or train. */
export function TripSummary({ trip }: { trip: ConciergeTrip }) {
  const t = useTranslations("concierge.summary");
  const fmt = useTripFormat();
  return (
    <section aria-labelledby="trip-summary" data-testid="concierge-summary" className="rounded-3xl bg-white p-5 shadow-lift ring-1 ring-line/60">
      <h2 id="trip-summary" className="sr-only">
        {t("title")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact icon={<MapPin />} label={t("destination")} value={fmt.withAside(trip.destination, trip.prefecture)} wide />
        <Fact icon={<CalendarDays />} label={t("dates")} value={`${fmt.range(trip.checkIn, trip.checkOut)} · ${fmt.stay(trip.nights)}`} wide />
        <Fact icon={<Users />} label={t("guests")} value={fmt.guests(trip.guests)} />
        <Fact icon={<Navigation />} label={t("hub")} value={trip.hub} />
        <Fact icon={trip.mode === "car" ? <CarFront /> : <TrainFront />} label={t("mode")} value={trip.mode === "car" ? (trip.rentalCar ? t("rentalCar") : t("car")) : t("train")} />
      </dl>
    </section>
  );
}

function Fact({ icon, label, value, wide }: { icon: React.ReactNode; label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-1" : undefined}>
      <dt className="flex items-center gap-1 text-xs font-semibold text-sumi-soft [&_svg]:size-3.5 [&_svg]:text-mood">
        {icon} {label}
      </dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
    </div>
  );
}
