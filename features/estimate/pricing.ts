import { daysBetween, weekday, type IsoDate } from "@/lib/japan-time";

// The price estimate of a stay: the nightly minimum price times the nights, plus 20% of the nightly
// price for each Friday or Saturday night, plus 5,000 yen for each guest beyond two (once per stay),
// times a season factor taken from the check-in month, rounded. With several rooms (a party larger
// than one room holds) the nightly price and the weekend surcharge count per room, and the guests
// beyond two per room pay the fee.
// Worked out by arithmetic, never night by night, so its cost does not depend on the dates given
// (the booking rules refuse stays over 14 nights before anything is priced).

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

const FRIDAY = 5;
const SATURDAY = 6;

/** Friday and Saturday nights among `nights` nights starting on weekday `first` (0 = Sunday). */
export function weekendNightsOf(first: number, nights: number): number {
  const weeks = Math.floor(nights / 7);
  let count = weeks * 2;
  // The nights after the whole weeks start on the same weekday as the stay: at most six to look at.
  for (let i = 0; i < nights - weeks * 7; i++) {
    const day = (first + i) % 7;
    if (day === FRIDAY || day === SATURDAY) count++;
  }
  return count;
}

export interface PriceInput {
  nightly: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  /** Rooms booked; 1 unless the party needs more. */
  rooms?: number;
}

export interface PriceEstimate {
  nights: number;
  weekendNights: number;
  base: number;
  weekendSurcharge: number;
  extraGuestFee: number;
  seasonFactor: number;
  rooms: number;
  total: number;
}

export function estimatePrice({ nightly, checkIn, checkOut, guests, rooms = 1 }: PriceInput): PriceEstimate {
  const days = daysBetween(checkIn, checkOut);
  const nights = Number.isFinite(days) && days > 0 ? days : 0;
  const weekendNights = weekendNightsOf(weekday(checkIn), nights);
  const base = nightly * nights * rooms;
  const weekendSurcharge = nightly * WEEKEND_SURCHARGE_RATE * weekendNights * rooms;
  const extraGuestFee = Math.max(0, guests - GUESTS_INCLUDED * rooms) * EXTRA_GUEST_FEE;
  const factor = seasonFactor(Number(checkIn.slice(5, 7)));
  return {
    nights,
    weekendNights,
    base,
    weekendSurcharge,
    extraGuestFee,
    seasonFactor: factor,
    rooms,
    total: Math.round((base + weekendSurcharge + extraGuestFee) * factor),
  };
}
