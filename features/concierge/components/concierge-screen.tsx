"use client";

import { ArrowRight, ClipboardCheck, Compass } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Progress } from "@/components/ui/progress";
import { japanToday } from "@/lib/japan-time";
import { KeepAmounts, useTripFormat } from "@/features/trip/ui";
import { Link } from "@/i18n/navigation";
import { buildChecklist, checklistProgress, estimatedTotal } from "../checklist";
import { useConciergeDone } from "../state";
import { conciergeTrip } from "../trip";
import { ChecklistRow } from "./checklist-row";
import { TripSummary } from "./trip-summary";
import { chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";
import { useStayBooking } from "@/features/booking/ui";

/** The concierge: the trip at a glance and what is left to arrange, with estimates. */
export function ConciergeScreen() {
  const t = useTranslations("concierge");
  const fmt = useTripFormat();
  const { value: selected, ready } = useStoredValue(chosenTripStore);
  const trip = React.useMemo(() => (selected ? conciergeTrip(selected) : null), [selected]);
  const items = React.useMemo(() => (trip ? buildChecklist(trip, japanToday()) : []), [trip]);
  const { done: ticked, setDone } = useConciergeDone(trip?.key ?? null);
  // A booking request for the chosen stay is the accommodation arranged: it counts as done, as on the hub.
  const stayState = useStayBooking(trip?.stay?.id ?? null);
  const requested = stayState.kind === "requested" || stayState.kind === "confirmed";
  const done = React.useMemo(() => ({ ...ticked, accommodation: Boolean(ticked.accommodation) || requested }), [ticked, requested]);

  if (!ready) {
    return (
      <main id="main" aria-busy="true" className="mx-auto max-w-3xl space-y-4 px-4 pb-16 pt-24">
        <Skeleton className="h-40 rounded-3xl" />
        <Skeleton className="h-24 rounded-3xl" />
        <Skeleton className="h-24 rounded-3xl" />
      </main>
    );
  }
  if (!selected || !trip) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center px-5 pt-16">
        <EmptyState icon={<Compass />} title={t("empty.title")} className="w-full max-w-lg bg-white">
          <p className="text-sm">{t("empty.description")}</p>
          <Button asChild variant="brand" className="mt-4">
            <Link href="/magic-question">{t("empty.cta")}</Link>
          </Button>
        </EmptyState>
      </main>
    );
  }

  const progress = checklistProgress(items, done);
  const mood = selected.kind === "gacha" ? (selected.proposal.moods[0] ?? selected.trip.moods[0]) : selected.trip.moods[0];
  return (
    <main id="main" data-mood={mood} className="min-h-dvh bg-washi pb-16">
      <div className="bg-mood-deep pb-16 pt-24 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-white/75">{t("eyebrow")}</p>
          <h1 className="mt-2 text-balance text-3xl font-bold sm:text-4xl">{t("title", { destination: trip.destination })}</h1>
          <p className="mt-2 text-white/80">{t("lead")}</p>
        </div>
      </div>
      <div className="mx-auto -mt-10 max-w-3xl space-y-5 px-4">
        <TripSummary trip={trip} />

        <section aria-labelledby="concierge-progress-label" className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="concierge-progress-label" className="font-bold">
              {t("checklist")}
            </h2>
            <p data-testid="concierge-progress" className="text-sm font-semibold tabular-nums text-mood">
              {t("progress", { done: progress.done, total: progress.total })}
            </p>
          </div>
          <Progress value={progress.percent} aria-labelledby="concierge-progress-label" aria-valuetext={t("progress", { done: progress.done, total: progress.total })} className="mt-3" />
          <p data-testid="concierge-total" className="mt-3 text-sm text-sumi-soft">
            <KeepAmounts text={t("estimatedTotal", { amount: fmt.yen(estimatedTotal(items, trip.estimate)) })} />
          </p>
          <p className="mt-1 text-xs text-sumi-soft">{t(trip.stayNightly !== null || trip.route ? "estimateNote.chosen" : "estimateNote.standard")}</p>
        </section>

        <ul className="space-y-3">
          {items.map((item) => (
            <ChecklistRow key={item.id} item={item} trip={trip} done={Boolean(done[item.id])} onDone={(value) => setDone(item.id, value)} booking={item.id === "accommodation" ? stayState : null} />
          ))}
        </ul>

        {progress.complete ? (
          <div className="rounded-3xl bg-mood p-6 text-center text-mood-ink shadow-lift motion-safe:animate-rise">
            <p className="flex items-center justify-center gap-2 text-lg font-bold">
              <ClipboardCheck aria-hidden className="size-6" /> {t("allDone")}
            </p>
            <Button asChild size="lg" className="mt-4 bg-white text-mood-deep hover:bg-white/90">
              <Link href="/travel-complete" data-testid="concierge-complete">
                {t("toComplete")} <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/travel-hub">{t("toHub")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
