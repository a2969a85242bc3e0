import { format } from "date-fns";
import { addDays, daysBetween, japanToday, weekday, type IsoDate } from "@/lib/japan-time";

// The trip's calendar rules: the coming Saturday, a stay's check-out, and which stays a lodging
// business takes. Day arithmetic itself lives in lib/japan-time.

export interface DateRange {
  from: IsoDate;
  to: IsoDate | null;
}

/** The Saturday on or after today in Japan: a Saturday is its own "coming Saturday". */
export function comingSaturday(now: Date = new Date()): IsoDate {
  const today = japanToday(now);
  return addDays(today, (6 - weekday(today) + 7) % 7);
}

/** A stay needs a check-out: without one, it is one night. */
export function checkOutOrNext(checkIn: IsoDate, checkOut: IsoDate | null | undefined): IsoDate {
  return checkOut && checkOut > checkIn ? checkOut : addDays(checkIn, 1);
}

// The stays a lodging business takes: check-in from today up to a year ahead, in Japan's
// calendar, and at most two weeks. The booking form, the booking endpoint, the draw and the
// date pickers all read these, so they cannot disagree.
export const BOOKING_WINDOW_YEARS = 1;
export const MAX_STAY_NIGHTS = 14;

/** The last day a stay may start: the same calendar day a year from today in Japan (29 Feb → 28 Feb). */
export function lastCheckInDay(now: Date = new Date()): IsoDate {
  const [y, m, d] = japanToday(now).split("-");
  const year = String(Number(y) + BOOKING_WINDOW_YEARS).padStart(4, "0");
  return m === "02" && d === "29" ? `${year}-02-28` : `${year}-${m}-${d}`;
}

/** Why a stay cannot be taken (a message key under errors.booking), or null when it can. */
export type StayDatesIssue = "checkInFromToday" | "checkInTooFar" | "checkOutAfterCheckIn" | "stayTooLong";

export function stayDatesIssue(checkIn: IsoDate, checkOut: IsoDate, now: Date = new Date()): StayDatesIssue | null {
  if (checkOut <= checkIn) return "checkOutAfterCheckIn";
  if (checkIn < japanToday(now)) return "checkInFromToday";
  if (checkIn > lastCheckInDay(now)) return "checkInTooFar";
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) return "stayTooLong";
  return null;
}

/** True when a stay (one night when it has no end) can still be booked, e.g. dates kept from last time. */
export function isBookableStay(checkIn: IsoDate, checkOut: IsoDate | null | undefined, now: Date = new Date()): boolean {
  return stayDatesIssue(checkIn, checkOutOrNext(checkIn, checkOut), now) === null;
}

/** A calendar day as a local Date at midnight, for date pickers that think in local time. */
export function toLocalDate(date: IsoDate): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y, m - 1, d);
}

export function fromLocalDate(date: Date): IsoDate {
  return format(date, "yyyy-MM-dd");
}
