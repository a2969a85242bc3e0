"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { useRouter } from "@/i18n/navigation";
import type { FieldErrors } from "@/lib/field-errors";
import { toastError } from "@/lib/toast";
import { BOOKING_SEND_MS } from "../constants";
import type { BookingRequest, DateRangeOption } from "../schemas";
import { storedBookingStore } from "../stored-booking";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A random key (randomUUID exists only on secure pages; getRandomValues everywhere). */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends a checked booking request: at least 2 seconds of sending, then /booking-complete. Taken
 * dates and an unknown stay become the form's alert (with alternative dates for taken ones), the
 * server's field errors go to `onFieldErrors`, anything else is a toast.
 */
export function useSendBooking(onFieldErrors: (fieldErrors: FieldErrors) => void) {
  const te = useTranslations("errors");
  const locale = useLocale();
  const router = useRouter();
  const [sending, setSending] = React.useState(false);
  const [alert, setAlert] = React.useState<string | null>(null);
  const [alternatives, setAlternatives] = React.useState<DateRangeOption[] | null>(null);
  // One Idempotency-Key per attempt to book: sending the same request again (after a lost
  // answer) reuses it, so the server answers with the first booking instead of making another.
  const attempt = React.useRef<{ body: string; key: string } | null>(null);

  /** The alert alone (no alternative dates), or none. */
  const showAlert = React.useCallback((message: string | null) => {
    setAlert(message);
    setAlternatives(null);
  }, []);

  async function send(request: BookingRequest) {
    if (sending) return;
    setSending(true);
    showAlert(null);
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: newAttemptKey() };
    try {
      const [res] = await Promise.all([
        fetch("/api/bookings", { method: "POST", headers: { "content-type": "application/json", "x-locale": locale, "idempotency-key": attempt.current.key }, body }),
        wait(BOOKING_SEND_MS),
      ]);
      const data = await res.json().catch(() => null);
      if (res.ok && data?.ok) {
        attempt.current = null;
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
        onFieldErrors(data.fieldErrors);
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

  return { sending, alert, alternatives, showAlert, send };
}
