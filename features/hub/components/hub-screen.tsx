"use client";

import { ClipboardCheck, Compass, RotateCcw, Shuffle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import { useStayBooking } from "@/features/booking/ui";
import { useSelectedTrip } from "../use-selected-trip";
import { HubChoices } from "./hub-choices";
import { HubHero } from "./hub-hero";
import { HubTabs } from "./hub-tabs";
import { HubTripActions } from "./hub-trip-actions";

/**
 * The travel hub: the chosen destination with its stay and access method, kept across reloads,
 * then the booking centre, route navigator and local explorer tabs.
 */
export function HubScreen({ expectTrip = true }: { expectTrip?: boolean }) {
  const t = useTranslations("hub");
  const { trip, ready } = useSelectedTrip();
  // Asked once here: the booking centre shows it, the calendar takes the booking's dates and number.
  const stayState = useStayBooking(trip?.kind === "gacha" ? trip.selectedAccommodation.id : null);

  // Until the browser has read its storage, the chosen-trip cookie says which to show: the
  // skeleton of the hub, or the empty state (a first visit sees it at once, in the HTML).
  if (!ready && expectTrip) {
    return (
      <main id="main" className="min-h-dvh" aria-busy="true">
        <div className="h-[62svh] animate-pulse bg-mood-deep/80" />
        <div className="mx-auto grid max-w-5xl gap-4 px-5 py-8 md:grid-cols-2">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
        </div>
      </main>
    );
  }

  if (!trip) {
    return (
      <main id="main" className="relative isolate flex min-h-dvh items-center justify-center bg-sumi px-5 pt-16">
        <img src="/images/splash/fuji-countryside.svg" alt="" aria-hidden className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40" />
        <EmptyState icon={<Compass />} title={t("empty.title")} className="w-full max-w-lg border-solid border-white/20 bg-washi/95 shadow-lift backdrop-blur">
          <p className="text-sm">{t("empty.description")}</p>
          <Button asChild variant="brand" className="mt-4">
            <Link href="/magic-question">{t("empty.cta")}</Link>
          </Button>
        </EmptyState>
      </main>
    );
  }

  const { proposal } = trip;
  const moods = trip.trip.moods;
  return (
    <main id="main" data-mood={trip.kind === "gacha" ? (trip.proposal.moods[0] ?? moods[0]) : moods[0]} className="min-h-dvh bg-washi pb-16">
      <HubHero
        name={proposal.name}
        prefecture={proposal.prefecture}
        heroImage={proposal.heroImage}
        trip={trip.trip}
        actions={<HubTripActions selected={trip} stayState={stayState} />}
      />
      <div className="relative z-10 mx-auto -mt-6 max-w-5xl space-y-6 rounded-t-[2rem] bg-washi px-4 pt-8 sm:px-8">
        {trip.kind === "gacha" ? <HubChoices selected={trip} /> : null}
        <HubTabs selected={trip} stayState={stayState} />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="mood">
            <Link href="/travel-concierge">
              <ClipboardCheck aria-hidden /> {t("toConcierge")}
            </Link>
          </Button>
          {trip.kind === "gacha" ? (
            <Button asChild variant="outline">
              <Link href={moods.length ? `/proposal?moods=${moods.join(",")}` : "/proposal"}>
                <Shuffle aria-hidden /> {t("backToProposal")}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link href="/magic-question">
              <RotateCcw aria-hidden /> {t("startOver")}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
