"use client";

import { CalendarDays, MapPin, Navigation, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import type { TripFacts } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { Picture } from "@/components/shell/picture";

/** The hub's hero: the destination's art and name, the trip in one line, and what to do with it. */
export function HubHero({ name, prefecture, heroImage, trip, actions }: { name: string; prefecture: string; heroImage: string; trip: TripFacts; actions?: React.ReactNode }) {
  const t = useTranslations("hub");
  const fmt = useTripFormat();
  // Focus over art: a white ring between dark ones shows on light and dark pictures alike.
  return (
    <section aria-labelledby="hub-title" className="relative isolate flex min-h-[62svh] flex-col justify-end overflow-hidden bg-mood-deep text-white sm:min-h-[70svh] [&_:focus-visible]:shadow-[0_0_0_6px_rgb(0_0_0/0.85)] [&_:focus-visible]:outline-white">
      <Picture src={heroImage} sizes="100vw" alt="" aria-hidden className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-mood-deep via-mood-deep/40 to-black/30" />
      {/* A scrim behind the words, fading out over their top padding: white text keeps 4.5:1 on
          light skies and snow, and the art keeps its colours above. */}
      <div className="w-full bg-[linear-gradient(to_top,rgb(0_0_0/0.62)_0%,rgb(0_0_0/0.55)_calc(100%_-_7rem),rgb(0_0_0/0)_100%)]">
        <div className="mx-auto w-full max-w-5xl px-5 pb-14 pt-28 animate-rise sm:px-8">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-white/75">{t("eyebrow")}</p>
          <p className="mt-3">
            <span className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-mood-deep">
              <MapPin aria-hidden className="size-3.5" /> {prefecture}
            </span>
          </p>
          <h1 id="hub-title" data-testid="hub-destination" className="mt-2 text-balance text-5xl font-bold tracking-tight drop-shadow sm:text-6xl">
            {name}
          </h1>
          <ul className="mt-5 flex flex-wrap gap-2 text-sm">
            <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur-md">
              <CalendarDays aria-hidden className="size-4" /> {fmt.range(trip.checkIn, trip.checkOut)}
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur-md">
              <Users aria-hidden className="size-4" /> {fmt.guests(trip.guestCount)}
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur-md">
              <Navigation aria-hidden className="size-4" /> {t("from", { hub: trip.hub })}
            </li>
          </ul>
          {actions}
        </div>
      </div>
    </section>
  );
}
