"use client";

import { CalendarDays, Car, ChevronRight, Sparkles } from "lucide-react";
import { useLocale, useTranslations, type Messages } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { parseMoods, type MoodId } from "@/lib/moods";
import { cn } from "@/lib/utils";
import { DateRangeDialog, preloadDateRangeDialog } from "@/features/trip/ui";
import { BudgetCapField, PartyPicker, type ReachValue } from "@/features/trip/ui";
import { ReachSection } from "./reach-section";
import { MoodCards } from "@/features/trip/ui";
import { isBookableStay, type DateRange } from "@/features/trip";
import { nightsBetween } from "@/lib/japan-time";
import { clampBudgetCap, clampChildren, clampReachHours, DEFAULT_GUESTS, isArriveBy } from "@/features/trip";
import type { HolidayMap } from "@/features/trip/server";
import { requestFreshDraw } from "@/features/trip";
import { type MagicData } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { addToHistory } from "../history";
import { findPlaceByLabel, placeLabel } from "../suggestions";
import { DatePresets } from "./date-presets";
import { DepartureField, isPlaced, type DepartureValue } from "./departure-field";
import { magicDataStore } from "@/features/trip";
import { departureHistoryStore } from "../history";
import { useSearchParams } from "@/lib/use-search-params";
import { useStoredValue } from "@/lib/use-stored-value";

/** After saving, the app navigates on after about this long (the busy label shows meanwhile). */
export const SUBMIT_NAVIGATION_DELAY_MS = 400;

export function MagicQuestionScreen({ holidays }: { holidays: HolidayMap }) {
  // The page's static HTML is the form with defaults (the Suspense fallback: the address is not
  // known when it is built), so a phone paints it and starts on the mood pictures at once; the
  // browser then renders it with the address's mood and what the traveller entered last time.
  return (
    <React.Suspense fallback={<MagicQuestionForm saved={null} asked={null} holidays={holidays} />}>
      <MagicQuestionWithAddress holidays={holidays} />
    </React.Suspense>
  );
}

function MagicQuestionWithAddress({ holidays }: { holidays: HolidayMap }) {
  const { value: saved, ready } = useStoredValue(magicDataStore);
  // A mood in the address (?moods=, from the mood pages) wins over last time's.
  const asked = parseMoods(useSearchParams().get("moods"))[0] ?? null;
  return <MagicQuestionForm key={`${ready ? "saved" : "defaults"}|${asked ?? ""}`} saved={ready ? saved : null} asked={asked} holidays={holidays} />;
}

/**
 * Last time's departure: as it was when it was a place; a preset found by its name (trips stored
 * before departures kept their position); otherwise nothing, and the traveller is asked again.
 */
function initialDeparture(saved: MagicData | null, locale: Locale): DepartureValue | null {
  if (!saved?.hub) return null;
  const c = saved.hubCoordinates;
  if (saved.hubStationId || c) return { label: saved.hub, kind: placeKind(saved.hubPlaceId), placeId: saved.hubPlaceId, stationId: saved.hubStationId, latitude: c?.latitude, longitude: c?.longitude, locationInfo: saved.locationInfo };
  const place = findPlaceByLabel(saved.hub);
  return place ? { label: placeLabel(place, locale), kind: place.kind, placeId: place.id, stationId: place.stationId, latitude: place.latitude, longitude: place.longitude } : null;
}

/** The kind of a stored place, from its id ("muni-…" a municipality, "gsi-…" an address). */
function placeKind(id: string | undefined): DepartureValue["kind"] {
  if (!id) return "location";
  if (id.startsWith("gsi-")) return "address";
  if (id.startsWith("muni-") || id.startsWith("city-")) return "city";
  if (id.startsWith("hotel-")) return "hotel";
  if (id.startsWith("spot-")) return "attraction";
  return "station";
}

/** A stored departure that could not be placed (only a typed name): said once, then asked again. */
function unplacedSaved(saved: MagicData | null): string | null {
  return saved?.hub && !saved.hubStationId && !saved.hubCoordinates && !findPlaceByLabel(saved.hub) ? saved.hub : null;
}

function MagicQuestionForm({ holidays, saved, asked }: { holidays: HolidayMap; saved: MagicData | null; asked: MoodId | null }) {
  const t = useTranslations("magicQuestion");
  const locale = useLocale();
  const router = useRouter();
  const fmt = useTripFormat();
  const { value: history } = useStoredValue(departureHistoryStore);

  const [departure, setDeparture] = React.useState<DepartureValue | null>(() => initialDeparture(saved, locale));
  const [mood, setMood] = React.useState<MoodId | null>(asked ?? saved?.selectedMood ?? null);
  // Dates from last time only while they can still be booked.
  const [range, setRange] = React.useState<DateRange | null>(() => (saved?.checkIn && isBookableStay(saved.checkIn, saved.checkOut) ? { from: saved.checkIn, to: saved.checkOut ?? null } : null));
  const [party, setParty] = React.useState(() => {
    const guests = saved?.guestCount ?? DEFAULT_GUESTS;
    const children = clampChildren(saved?.children, guests);
    return { adults: guests - children, children };
  });
  const [budgetCap, setBudgetCap] = React.useState<number | null>(() => clampBudgetCap(saved?.budgetCap));
  const [reach, setReach] = React.useState<ReachValue>(() => ({ hours: clampReachHours(saved?.reachHours), arriveBy: isArriveBy(saved?.arriveBy) ? saved.arriveBy : null }));
  const [hasCar, setHasCar] = React.useState(saved?.hasCar ?? false);
  const [calendarOpen, setCalendarOpen] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);

  const unplaced = React.useMemo(() => unplacedSaved(saved), [saved]);
  const unanswered: (keyof Messages["magicQuestion"]["missingItems"] | false)[] = [!isPlaced(departure) && "departure", !mood && "mood", !range?.from && "startDate"];
  const missing = unanswered.filter((item) => item !== false);
  const ready = missing.length === 0;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // Only a place: a typed text the list and GSI could not place is never sent on (no silent Tokyo).
    if (!ready || submitting || !mood || !range || !isPlaced(departure)) return;
    setSubmitting(true);
    const label = departure.label.trim();
    magicDataStore.write({
      checkIn: range.from,
      checkOut: range.to,
      guestCount: party.adults + party.children,
      children: party.children,
      budgetCap,
      reachHours: reach.hours,
      arriveBy: reach.arriveBy,
      hasCar,
      hub: label,
      selectedMood: mood,
      hubPlaceId: departure.placeId,
      hubStationId: departure.stationId,
      hubCoordinates: departure.latitude !== undefined && departure.longitude !== undefined ? { latitude: departure.latitude, longitude: departure.longitude } : undefined,
      locationInfo: departure.locationInfo,
      dateRange: range,
    });
    departureHistoryStore.write(addToHistory(history ?? [], { label, kind: departure.kind, placeId: departure.placeId, stationId: departure.stationId, latitude: departure.latitude, longitude: departure.longitude, at: Date.now() }),
    );
    requestFreshDraw();
    window.setTimeout(() => router.push(`/destiny-discovery?moods=${mood}`), SUBMIT_NAVIGATION_DELAY_MS);
  };

  return (
    <main id="main" data-mood={mood ?? undefined} className="min-h-dvh bg-gradient-to-b from-mood-soft/70 via-washi to-washi pb-40 pt-16 transition-colors duration-500">
      <form onSubmit={submit} noValidate className="mx-auto max-w-3xl px-4 sm:px-6">
        <header className="pb-6 pt-8 text-center animate-rise sm:pt-12">
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold text-mood shadow-soft">
            <Sparkles aria-hidden className="size-3.5" />
            {t("eyebrow")}
          </p>
          <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mx-auto mt-3 max-w-md text-balance text-[15px] text-sumi-soft">{t("subtitle")}</p>
        </header>

        <div className="space-y-4">
          <Section step={1} title={t("steps.departure")} htmlFor="departure" className="relative z-20">
            <DepartureField value={departure} onChange={setDeparture} history={history ?? []} />
            {unplaced && !departure ? (
              <p role="status" className="mt-2 px-1 text-sm text-sumi-soft" data-testid="departure-reask">
                {t("departure.reask", { place: unplaced })}
              </p>
            ) : null}
          </Section>

          <Section step={2} title={t("steps.mood")}>
            <MoodCards selected={mood ? [mood] : []} onToggle={setMood} label={t("steps.mood")} />
          </Section>

          <Section step={3} title={t("steps.dates")}>
            <button
              type="button"
              onClick={() => setCalendarOpen(true)}
              onPointerEnter={preloadDateRangeDialog}
              onFocus={preloadDateRangeDialog}
              data-testid="open-calendar"
              className={cn(
                "flex min-h-14 w-full items-center gap-3 rounded-2xl border bg-white px-4 text-left shadow-soft transition-colors hover:border-mood",
                range ? "border-mood/60" : "border-line",
              )}
            >
              <CalendarDays aria-hidden className="size-5 shrink-0 text-mood" />
              <span className="flex-1">
                <span className={cn("block text-base", !range && "text-sumi-soft")}>{range ? fmt.range(range.from, range.to) : t("dates.choose")}</span>
                {range ? <span className="block text-xs text-sumi-soft">{range.to ? fmt.stay(Math.max(1, nightsBetween(range.from, range.to))) : t("dates.endOptional")}</span> : null}
              </span>
              <ChevronRight aria-hidden className="size-4 text-sumi-soft" />
            </button>
            <DatePresets value={range} onChange={setRange} holidays={holidays} />
          </Section>

          <Section step={4} title={t("steps.options")}>
            <div className="divide-y divide-line rounded-2xl border border-line bg-white px-4 shadow-soft">
              <div className="py-3">
                <PartyPicker party={party} onChange={setParty} />
              </div>
              <label htmlFor="has-car" className="flex cursor-pointer items-center justify-between gap-4 py-4">
                <span className="flex items-start gap-2">
                  <Car aria-hidden className="mt-0.5 size-5 shrink-0 text-mood" />
                  <span>
                    <span className="block text-[15px] font-medium">{t("car.label")}</span>
                    <span className="block text-xs text-sumi-soft">{t("car.description")}</span>
                  </span>
                </span>
                <Switch id="has-car" checked={hasCar} onCheckedChange={setHasCar} />
              </label>
              <div id="reach" className="scroll-mt-24 py-4">
                <ReachSection value={reach} onChange={setReach} departure={departure} mood={mood} hasCar={hasCar} range={range} />
              </div>
              <div className="py-4">
                <BudgetCapField value={budgetCap} guests={party.adults + party.children} onChange={setBudgetCap} />
              </div>
            </div>
          </Section>
        </div>

        <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-washi/90 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md">
          <div className="mx-auto flex max-w-3xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p id="submit-hint" role="status" aria-live="polite" data-testid="submit-hint" className={cn("text-center text-sm sm:text-left", ready ? "text-mood" : "text-sumi-soft")}>
              {ready ? t("ready") : t("missing", { items: fmt.list(missing.map((m) => t(`missingItems.${m}`))) })}
            </p>
            <Button type="submit" variant="mood" size="lg" disabled={!ready || submitting} aria-describedby="submit-hint" className="w-full sm:w-auto" data-testid="magic-submit">
              {submitting ? (
                <>
                  <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
                  {t("submitting")}
                </>
              ) : (
                <>
                  <Sparkles aria-hidden /> {t("submit")}
                </>
              )}
            </Button>
          </div>
        </div>
      </form>
      <DateRangeDialog mood={mood ?? undefined} open={calendarOpen} onOpenChange={setCalendarOpen} value={range} onDone={setRange} holidays={holidays} />
    </main>
  );
}

function Section({ step, title, htmlFor, className, children }: { step: number; title: string; htmlFor?: string; className?: string; children: React.ReactNode }) {
  const Title = htmlFor ? "label" : "h2";
  return (
    <section className={cn("rounded-3xl bg-white/70 p-4 shadow-soft ring-1 ring-line/60 backdrop-blur sm:p-6", className)}>
      <Title {...(htmlFor ? { htmlFor } : {})} className="mb-3 flex items-center gap-2.5 text-base font-semibold">
        <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-mood text-xs font-bold text-mood-ink">
          {step}
        </span>
        {title}
      </Title>
      {children}
    </section>
  );
}
