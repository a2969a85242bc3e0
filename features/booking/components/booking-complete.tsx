"use client";

import { CalendarDays, CheckCircle2, Compass, Home, ListChecks, Mail, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useTripFormat } from "@/features/trip/ui";
import { Link } from "@/i18n/navigation";
import { BOOKING_EMAIL_HEADER } from "../constants";
import type { BookingSummary } from "../schemas";
import { AnsweredLine } from "./answered-line";
import { BookingQr } from "./booking-qr";
import { BookingTripActions } from "./booking-trip-actions";
import { magicDataStore, escapeMagicDataStore } from "@/features/trip";
import { storedBookingStore } from "../stored-booking";
import { useStoredValue } from "@/lib/use-stored-value";
import { clearStored } from "@/lib/browser-storage";
import { withJosa } from "@/lib/korean";
import { EstimateIncluded } from "@/features/estimate/ui";
import { useTripTotal } from "./use-trip-total";

/** The booking is done, so the moods and dates of the search are cleared. */
function clearSearchMoodsAndDates() {
  const magic = magicDataStore.read();
  if (magic) {
    const { dateRange: _range, selectedMood: _mood, ...rest } = magic;
    magicDataStore.write({ ...rest, checkIn: null, checkOut: null });
  }
  clearStored(escapeMagicDataStore);
}

type Load = { state: "loading" } | { state: "ready"; booking: BookingSummary } | { state: "failed" };

const NEXT_STEPS = [
  { icon: Mail, key: "mail" },
  { icon: ListChecks, key: "prepare" },
  { icon: CheckCircle2, key: "arrive" },
] as const;

/** /booking-complete: confirmation number, estimate, QR code and what happens next. */
export function BookingComplete() {
  const t = useTranslations("bookingComplete");
  const locale = useLocale();
  const fmt = useTripFormat();
  const { value: stored, ready } = useStoredValue(storedBookingStore);
  const [load, setLoad] = React.useState<Load>({ state: "loading" });

  React.useEffect(() => {
    if (ready) clearSearchMoodsAndDates();
  }, [ready]);

  const id = stored?.id;
  const email = stored?.guestEmail;
  React.useEffect(() => {
    if (!id || !email) return;
    let live = true;
    fetch(`/api/bookings/${id}`, { headers: { [BOOKING_EMAIL_HEADER]: email, "x-locale": locale } })
      .then(async (res) => {
        const data = await res.json().catch(() => null);
        if (live) setLoad(res.ok && data?.ok ? { state: "ready", booking: data.booking } : { state: "failed" });
      })
      .catch(() => live && setLoad({ state: "failed" }));
    return () => {
      live = false;
    };
  }, [id, email, locale]);

  if (!ready) return <Skeleton className="h-96 rounded-3xl" />;
  if (!stored) {
    return (
      <EmptyState icon={<Compass />} title={t("empty.title")}>
        <p className="text-sm">{t("empty.description")}</p>
        <Button asChild variant="brand" className="mt-4">
          <Link href="/magic-question">{t("empty.cta")}</Link>
        </Button>
      </EmptyState>
    );
  }

  const booking = load.state === "ready" ? load.booking : null;
  const nights = booking?.nights;
  return (
    <div className="space-y-6">
      <section className="rounded-3xl bg-white p-6 text-center shadow-soft sm:p-8">
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-mood motion-safe:animate-[pulse_1.2s_ease-out_1]" />
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-2 text-sm text-sumi-soft">{t("lead")}</p>
        <div className="mt-6 flex flex-col items-center gap-5 sm:flex-row sm:justify-center sm:gap-10">
          <BookingQr text={stored.confirmationNumber} label={t("qrLabel", { number: stored.confirmationNumber })} />
          <div className="text-center sm:text-left">
            <p className="text-xs font-semibold uppercase tracking-wider text-sumi-soft">{t("number")}</p>
            <p className="mt-1 break-all font-mono text-base font-bold tracking-wide sm:text-xl" data-testid="confirmation-number">
              {stored.confirmationNumber}
            </p>
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200" data-testid="booking-status">
              {t(`status.${booking?.status ?? "pending"}`)}
            </p>
            <AnsweredLine booking={booking} />
          </div>
        </div>
      </section>

      <section aria-labelledby="summary-title" className="rounded-3xl bg-white p-6 shadow-soft">
        <h2 id="summary-title" className="text-lg font-bold">
          {t("summary")}
        </h2>
        {load.state === "loading" ? (
          <Skeleton className="mt-3 h-24 rounded-xl" />
        ) : (
          <dl className="mt-3 grid gap-3 text-[15px] sm:grid-cols-2">
            {booking ? (
              <div>
                <dt className="text-xs text-sumi-soft">{t("stay")}</dt>
                <dd className="font-semibold" data-testid="complete-stay">
                  {booking.accommodationName}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-xs text-sumi-soft">{t("dates")}</dt>
              <dd className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4 text-mood" />
                {fmt.range(stored.checkIn, stored.checkOut)}
                {nights ? ` · ${t("nights", { count: nights })}` : null}
              </dd>
            </div>
            {booking ? (
              <>
                <div>
                  <dt className="text-xs text-sumi-soft">{t("guests")}</dt>
                  <dd className="inline-flex items-center gap-1.5">
                    <Users aria-hidden className="size-4 text-mood" />
                    {t("party", { adults: booking.adults, children: booking.children })}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-sumi-soft">{t("estimate")}</dt>
                  <dd className="text-xl font-bold text-mood-deep" data-testid="complete-estimate">
                    {fmt.yen(booking.estimatedPrice)}
                  </dd>
                </div>
                <CompleteTripTotal stayId={stored.accommodationId} choice={{ checkIn: stored.checkIn, checkOut: stored.checkOut, adults: booking.adults, children: booking.children }} />
              </>
            ) : (
              <p className="text-sm text-sumi-soft sm:col-span-2">{t("summaryUnavailable")}</p>
            )}
          </dl>
        )}
      </section>

      <section aria-labelledby="next-title" className="rounded-3xl bg-white p-6 shadow-soft">
        <h2 id="next-title" className="text-lg font-bold">
          {t("next.title")}
        </h2>
        <ol className="mt-3 space-y-3">
          {NEXT_STEPS.map(({ icon: Icon, key }, i) => (
            <li key={key} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-mood-soft text-sm font-bold text-mood">{i + 1}</span>
              <span>
                <span className="flex items-center gap-1.5 font-semibold">
                  <Icon aria-hidden className="size-4 text-mood" />
                  {t(`next.${key}.title`)}
                </span>
                <span className="block text-sm text-sumi-soft">{t(`next.${key}.body`, withJosa({ email: stored.guestEmail }))}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild variant="mood" size="lg">
          <Link href="/travel-hub">{t("toHub")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href="/travel-concierge">{t("toConcierge")}</Link>
        </Button>
        {booking ? <BookingTripActions booking={booking} /> : null}
        <Button asChild variant="ghost" size="lg">
          <Link href="/">
            <Home aria-hidden /> {t("home")}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** The whole trip's estimate for the booked dates and party, when the stay is the one chosen on the proposal. */
function CompleteTripTotal({ stayId, choice }: { stayId: string; choice: Parameters<typeof useTripTotal>[1] }) {
  const t = useTranslations("booking.estimate");
  const fmt = useTripFormat();
  const trip = useTripTotal(stayId, choice);
  if (!trip) return null;
  return (
    <div className="sm:col-span-2" data-testid="complete-trip">
      <dt className="text-xs text-sumi-soft">{t("tripTotal")}</dt>
      <dd>
        <span className="text-xl font-bold text-mood-deep" data-testid="complete-trip-total">{fmt.yen(trip.total)}</span>
        <EstimateIncluded estimate={trip} className="mt-1 text-xs text-sumi-soft" />
      </dd>
    </div>
  );
}
