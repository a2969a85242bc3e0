import { addDays, weekday, type IsoDate } from "@/features/trip/dates";

// The price estimate of a booking request (spec 01 §5): the nightly minimum price times the nights,
// plus 20% of the nightly price for each Friday or Saturday night, plus 5,000 yen for each guest
// beyond two (once per stay), times a season factor taken from the check-in month, rounded.

export const WEEKEND_SURCHARGE_RATE = 0.2;
export const EXTRA_GUEST_FEE = 5000;
export const GUESTS_INCLUDED = 2;

/** July–August 1.3, December–January 1.5, April–May 1.4, otherwise 1 (month 1–12). */
export function seasonFactor(month: number): number {
  if (month === 7 || month === 8) return 1.3;
  if (month === 12 || month === 1) return 1.5;
  if (month === 4 || month === 5) return 1.4;
  return 1;
}

/** The nights of a stay, as the calendar days they start on. */
export function stayNights(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) nights.push(d);
  return nights;
}

export interface PriceInput {
  nightly: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
}

export interface PriceEstimate {
  nights: number;
  weekendNights: number;
  base: number;
  weekendSurcharge: number;
  extraGuestFee: number;
  seasonFactor: number;
  total: number;
}

export function estimatePrice({ nightly, checkIn, checkOut, guests }: PriceInput): PriceEstimate {
  const nights = stayNights(checkIn, checkOut);
  const weekendNights = nights.filter((d) => weekday(d) === 5 || weekday(d) === 6).length;
  const base = nightly * nights.length;
  const weekendSurcharge = nightly * WEEKEND_SURCHARGE_RATE * weekendNights;
  const extraGuestFee = Math.max(0, guests - GUESTS_INCLUDED) * EXTRA_GUEST_FEE;
  const factor = seasonFactor(Number(checkIn.slice(5, 7)));
  return {
    nights: nights.length,
    weekendNights,
    base,
    weekendSurcharge,
    extraGuestFee,
    seasonFactor: factor,
    total: Math.round((base + weekendSurcharge + extraGuestFee) * factor),
  };
}
