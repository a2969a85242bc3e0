"use client";

import * as React from "react";
import { BOOKING_STORAGE_KEY, parseStoredBooking, stayBookingState, type StayBookingState } from "./stored-booking";

const TIMEOUT_MS = 8000;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BOOKING_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(callback: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === BOOKING_STORAGE_KEY) callback();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** Whether the chosen stay is booked, asked of the booking endpoint with the guest's e-mail. */
export function useStayBooking(stayId: string | null): StayBookingState {
  const raw = React.useSyncExternalStore(subscribe, readRaw, () => null);
  const booking = React.useMemo(() => parseStoredBooking(raw), [raw]);
  const relevant = Boolean(stayId && booking && booking.accommodationId === stayId);
  const key = relevant && booking ? `${booking.id}:${stayId}` : null;
  const [answer, setAnswer] = React.useState<{ key: string; state: StayBookingState } | null>(null);

  React.useEffect(() => {
    if (!key || !booking) return;
    let current = true;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
    fetch(`/api/bookings/${encodeURIComponent(booking.id)}`, { headers: { "x-booking-email": booking.guestEmail }, cache: "no-store", signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
      .catch(() => null) // offline, timed out or not JSON: not booked as far as we can tell
      .then((body) => {
        if (current) setAnswer({ key, state: stayBookingState(stayId, booking, body) });
      })
      .finally(() => window.clearTimeout(timer));
    return () => {
      current = false;
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, booking, stayId]);

  if (!key) return { kind: "notBooked" };
  return answer?.key === key ? answer.state : { kind: "checking" };
}
