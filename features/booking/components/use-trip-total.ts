"use client";

import { chosenTripEstimate, chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";

/** The whole trip's estimate when this stay is the one chosen on the proposal: the same figure, for the dates and party on the form. */
export function useTripTotal(stayId: string, choice: { checkIn: string; checkOut: string; adults: number; children: number }) {
  const { value: selected } = useStoredValue(chosenTripStore);
  if (selected?.kind !== "gacha" || selected.selectedAccommodation.id !== stayId) return null;
  return chosenTripEstimate({ ...selected, trip: { ...selected.trip, checkIn: choice.checkIn, checkOut: choice.checkOut, adults: choice.adults, children: choice.children, guestCount: choice.adults + choice.children } });
}
