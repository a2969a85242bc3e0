import { isMood, type MoodId } from "@/lib/moods";
import { nightsBetween } from "@/lib/japan-time";
import { clampBudgetCap, clampChildren, clampGuests } from "./guests";
import { clampReachHours, isArriveBy } from "./reach-limit";
import type { EscapeMagicData, MagicData, TripFacts } from "./storage";

/**
 * The trip as the proposal sees it: the magic question's data first, then the other entry path's
 * dates and guests; the hub falls back to the default hub (Tokyo Station).
 */
export function tripFacts(magic: MagicData | null, escape: EscapeMagicData | null, moods: MoodId[], defaultHub: string): TripFacts {
  const checkIn = magic?.checkIn ?? escape?.checkIn ?? null;
  const checkOut = magic?.checkIn ? magic.checkOut : (escape?.checkOut ?? null);
  const guestCount = clampGuests(magic?.guestCount ?? escape?.guestCount);
  const children = clampChildren(magic ? magic.children : escape?.children, guestCount);
  return {
    checkIn,
    checkOut,
    guestCount,
    adults: guestCount - children,
    children,
    budgetCap: clampBudgetCap(magic ? magic.budgetCap : escape?.budgetCap),
    reachHours: clampReachHours(magic?.reachHours),
    arriveBy: isArriveBy(magic?.arriveBy) ? magic.arriveBy : null,
    nights: checkIn ? Math.max(1, nightsBetween(checkIn, checkOut)) : 1,
    hub: magic?.hub?.trim() || defaultHub,
    hasCar: magic?.hasCar ?? false,
    moods: moods.filter(isMood),
  };
}
