"use client";

import * as React from "react";
import { stayBookingState, type StayBookingState } from "./stay-booking-state";
import { storedBookingStore } from "./stored-booking";
import { useStoredValue } from "@/lib/use-stored-value";

const TIMEOUT_MS = 8000;

/** Whether the chosen stay is booked, asked of the booking endpoint with the guest's e-mail. */
export function useStayBooking(stayId: string | null): StayBookingState {
  const booking = useStoredValue(storedBookingStore).value;
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
