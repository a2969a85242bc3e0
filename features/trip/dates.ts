import { format } from "date-fns";

// Calendar days in Japan time. Trips are planned in Japanese calendar days whatever the
// browser's time zone, so dates travel as "yyyy-MM-dd" strings and arithmetic happens on
// UTC midnights (no daylight-saving or offset surprises).

export const JAPAN_TIME_ZONE = "Asia/Tokyo";
const DAY_MS = 86_400_000;
/** Japan has kept UTC+9 all year since 1951 (no daylight saving), so a fixed offset is exact. */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** A calendar day, "yyyy-MM-dd". */
export type IsoDate = string;

export interface DateRange {
  from: IsoDate;
  to: IsoDate | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today's date in Japan (cheap enough for every request: no Intl time-zone lookup). */
export function japanToday(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Saturday on or after today in Japan: a Saturday is its own "coming Saturday". */
export function comingSaturday(now: Date = new Date()): IsoDate {
  const today = japanToday(now);
  return addDays(today, (6 - weekday(today) + 7) % 7);
}

/**
 * Nights between two dates: the day difference rounded up (spec 01 §9). Accepts calendar days
 * or full ISO timestamps; never negative.
 */
export function nightsBetween(checkIn: string, checkOut: string | null | undefined): number {
  if (!checkOut) return 1;
  const parse = (s: string) => Date.parse(ISO_DATE.test(s) ? `${s}T00:00:00Z` : s);
  const diff = parse(checkOut) - parse(checkIn);
  if (!Number.isFinite(diff)) return 1;
  return Math.max(0, Math.ceil(diff / DAY_MS));
}

/** A stay needs a check-out: without one, it is one night. */
export function checkOutOrNext(checkIn: IsoDate, checkOut: IsoDate | null | undefined): IsoDate {
  return checkOut && checkOut > checkIn ? checkOut : addDays(checkIn, 1);
}

export function isPast(date: IsoDate, now: Date = new Date()): boolean {
  return date < japanToday(now);
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

/** Whole days from one calendar day to another (negative when `to` comes first); no loop. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
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
