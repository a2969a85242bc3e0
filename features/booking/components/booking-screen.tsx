"use client";

import { Loader2, MapPin, Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { HolidayMap } from "@/features/trip/server";
import { useTripFormat } from "@/features/trip/ui";
import { useRouter } from "@/i18n/navigation";
import { toastError } from "@/lib/toast";
import { BOOKING_SEND_MS } from "../constants";
import { estimatePrice } from "../pricing";
import type { DateRangeOption } from "../schemas";
import { AlternativeDates } from "./alternative-dates";
import { EMPTY_GUEST, GuestFields, type GuestValues } from "./guest-fields";
import { StayFields } from "./stay-fields";
import { useBookingTrip, type StayChoice } from "./use-booking-trip";
import { storedBookingStore } from "../stored-booking";

export interface BookingStay {
  id: string;
  name: string;
  area: string;
  image: { url: string; caption: string };
  pricePerNightMin: number;
  /** The most guests one booking may bring. */
  maxGuests: number;
}

type Errors = Record<string, string | undefined>;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** /booking/{id}: the stay, the guest, a 2-second send, then /booking-complete. */
export function BookingScreen({ stay, holidays }: { stay: BookingStay; holidays: HolidayMap }) {
  const t = useTranslations("booking");
  const te = useTranslations("errors");
  const locale = useLocale();
  const router = useRouter();
  const fmt = useTripFormat();
  const { initial } = useBookingTrip();
  const [choice, setChoice] = React.useState<StayChoice | null>(null);
  const [guest, setGuest] = React.useState<GuestValues>(EMPTY_GUEST);
  const [errors, setErrors] = React.useState<Errors>({});
  const [alert, setAlert] = React.useState<string | null>(null);
  const [alternatives, setAlternatives] = React.useState<DateRangeOption[] | null>(null);
  const [sending, setSending] = React.useState(false);
  const current = choice ?? initial;

  const filled = Boolean(guest.guestName && guest.guestEmail && guest.guestPhone);

  async function send(stayChoice: StayChoice) {
    if (!guest.guestName.trim() || !guest.guestEmail.trim() || !guest.guestPhone.trim()) {
      setAlert(te("booking.required"));
      return;
    }
    setSending(true);
    setErrors({});
    setAlert(null);
    setAlternatives(null);
    const body = {
      accommodationId: stay.id,
      ...stayChoice,
      guestName: guest.guestName,
      guestEmail: guest.guestEmail,
      guestPhone: guest.guestPhone,
      specialRequests: guest.specialRequests || undefined,
      estimatedArrivalTime: guest.estimatedArrivalTime || undefined,
      paymentMethod: guest.paymentMethod,
      language: locale,
    };
    try {
      const [res] = await Promise.all([
        fetch("/api/bookings", { method: "POST", headers: { "content-type": "application/json", "x-locale": locale }, body: JSON.stringify(body) }),
        wait(BOOKING_SEND_MS),
      ]);
      const data = await res.json().catch(() => null);
      if (res.ok && data?.ok) {
        const b = data.booking;
        storedBookingStore.write({
          id: b.id,
          confirmationNumber: b.confirmationNumber,
          guestEmail: b.guestEmail,
          accommodationId: b.accommodationId,
          destinationId: b.destinationId,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
        });
        router.push("/booking-complete");
        return;
      }
      setSending(false);
      const message: string = data?.message ?? te("booking.createFailed");
      if (res.status === 409) {
        setAlert(message);
        setAlternatives(Array.isArray(data?.alternatives) ? data.alternatives : []);
      } else if (data?.fieldErrors && res.status === 400) {
        setErrors(Object.fromEntries(Object.entries(data.fieldErrors as Record<string, string[]>).map(([k, v]) => [k, v[0]])));
      } else if (res.status === 404) {
        setAlert(message);
      } else {
        toastError(message);
      }
    } catch {
      setSending(false);
      toastError(te("codes.NETWORK_ERROR"), "warning");
    }
  }

  // A changed field drops the server's word on it: it was about the old value.
  function changeStay(next: StayChoice) {
    const was = current;
    setChoice(next);
    const moved = (...keys: (keyof StayChoice)[]) => !was || keys.some((k) => next[k] !== was[k]);
    setErrors((e) => ({
      ...e,
      ...(moved("adults", "children") ? { adults: undefined, children: undefined } : {}),
      ...(moved("checkIn", "checkOut") ? { checkIn: undefined, checkOut: undefined } : {}),
    }));
  }

  if (!current) {
    return <Skeleton className="h-[28rem] rounded-3xl" />;
  }
  const price = estimatePrice({ nightly: stay.pricePerNightMin, checkIn: current.checkIn, checkOut: current.checkOut, guests: current.adults + current.children });

  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        void send(current);
      }}
      className="grid gap-6 md:grid-cols-[3fr_2fr] md:items-start"
    >
      <div className="space-y-8 rounded-3xl bg-white p-5 shadow-soft sm:p-7">
        <StayFields value={current} onChange={changeStay} holidays={holidays} capacity={stay.maxGuests} errors={errors} disabled={sending} />
        <GuestFields value={guest} onChange={setGuest} errors={errors} disabled={sending} />
      </div>

      <aside className="space-y-4 md:sticky md:top-20">
        <div className="overflow-hidden rounded-3xl bg-white shadow-soft">
          <img src={stay.image.url} alt={stay.image.caption} className="h-36 w-full object-cover" />
          <div className="p-5">
            <p className="text-lg font-bold leading-snug" data-testid="booking-stay-name">
              {stay.name}
            </p>
            <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-sumi-soft">
              <MapPin aria-hidden className="size-4" /> {stay.area}
            </p>
            <dl className="mt-4 space-y-1.5 text-sm">
              <Row label={t("estimate.nights", { count: price.nights, price: fmt.yen(stay.pricePerNightMin) })} value={fmt.yen(price.base)} />
              {price.weekendSurcharge ? <Row label={t("estimate.weekend", { count: price.weekendNights })} value={fmt.yen(price.weekendSurcharge)} /> : null}
              {price.extraGuestFee ? <Row label={t("estimate.extraGuests", { count: current.adults + current.children - 2 })} value={fmt.yen(price.extraGuestFee)} /> : null}
              {price.seasonFactor !== 1 ? <Row label={t("estimate.season")} value={`× ${price.seasonFactor}`} /> : null}
              <div className="flex items-baseline justify-between border-t border-line pt-2">
                <dt className="font-semibold">{t("estimate.total")}</dt>
                <dd className="text-xl font-bold text-mood-deep" data-testid="booking-estimate">
                  {fmt.yen(price.total)}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-sumi-soft">{t("estimate.note")}</p>
          </div>
        </div>

        {alert ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="booking-alert">
            <p className="font-semibold">{alert}</p>
            {alternatives ? (
              <AlternativeDates
                options={alternatives}
                disabled={sending}
                onTake={(alt) => {
                  const next = { ...current, ...alt };
                  setChoice(next);
                  void send(next);
                }}
              />
            ) : null}
          </div>
        ) : null}

        <Button type="submit" variant="mood" size="lg" className="w-full" disabled={!filled || sending} data-testid="booking-submit">
          {sending ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : <Send aria-hidden />}
          {sending ? t("sending") : t("submit")}
        </Button>
        {!filled ? <p className="text-center text-xs text-sumi-soft">{t("requiredHint")}</p> : null}
        <p className="sr-only" aria-live="polite">
          {sending ? t("sending") : ""}
        </p>
      </aside>
    </form>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sumi-soft">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
