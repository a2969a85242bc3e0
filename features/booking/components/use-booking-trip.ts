"use client";

import * as React from "react";
import { checkOutOrNext, comingSaturday, isBookableStay } from "@/features/trip";
import { addDays, type IsoDate } from "@/lib/japan-time";
import { clampGuests } from "@/features/trip";
import { tripFacts } from "@/features/trip";
import { magicDataStore, escapeMagicDataStore } from "@/features/trip";
import { chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";

export interface StayChoice {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
}

/**
 * The stay the form starts from: the dates and party of the chosen trip (the proposal's, else the
 * magic question's), or the coming weekend for two when the traveller arrived without a trip or
 * with dates that can no longer be booked.
 */
export function useBookingTrip(): { initial: StayChoice | null } {
  const selected = useStoredValue(chosenTripStore);
  const magic = useStoredValue(magicDataStore);
  const escape = useStoredValue(escapeMagicDataStore);
  const ready = selected.ready && magic.ready && escape.ready;
  const initial = React.useMemo(() => {
    if (!ready) return null;
    const trip = selected.value?.trip ?? tripFacts(magic.value, escape.value, [], "");
    // The trip's dates when they can be booked (a one-night stay if it had no end), else the
    // coming Saturday for one night.
    const usable = trip.checkIn && isBookableStay(trip.checkIn, trip.checkOut) ? trip.checkIn : null;
    const checkIn = usable ?? comingSaturday();
    const checkOut = usable ? checkOutOrNext(usable, trip.checkOut) : addDays(checkIn, 1);
    // The party as the traveller gave it: adults and children (a trip saved before children were asked: all adults).
    const guests = clampGuests(trip.guestCount);
    const children = Math.min(Math.max(0, trip.children ?? 0), guests - 1);
    return { checkIn, checkOut, adults: guests - children, children };
  }, [ready, selected.value, magic.value, escape.value]);
  return { initial };
}
