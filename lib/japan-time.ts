// Calendar days in Japan time: the one home for "today in Japan" and day arithmetic. Trips are
// planned in Japanese calendar days whatever the browser's or server's time zone, so dates travel
// as "yyyy-MM-dd" strings and arithmetic happens on UTC midnights (no offset surprises). Japan has
// kept UTC+9 all year since 1951 (no daylight saving), so a fixed offset is exact and cheap enough
// for every request (no Intl time-zone lookup).

export const JAPAN_TIME_ZONE = "Asia/Tokyo";
const DAY_MS = 86_400_000;
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** A calendar day, "yyyy-MM-dd". */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today's date in Japan. */
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

/** Whole days from one calendar day to another (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Nights between two dates: the day difference rounded up. Takes calendar days, full ISO
 * timestamps or Dates (a database `date` column); without a check-out, one night; never negative.
 */
export function nightsBetween(checkIn: string | Date, checkOut: string | Date | null | undefined): number {
  if (!checkOut) return 1;
  const ms = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(ISO_DATE.test(v) ? `${v}T00:00:00Z` : v));
  const diff = ms(checkOut) - ms(checkIn);
  if (!Number.isFinite(diff)) return 1;
  return Math.max(0, Math.ceil(diff / DAY_MS));
}

export function isPast(date: IsoDate, now: Date = new Date()): boolean {
  return date < japanToday(now);
}

/** A calendar day as PostgreSQL `date` columns travel through Prisma: UTC midnight. */
export const dbDate = (d: IsoDate): Date => new Date(`${d}T00:00:00.000Z`);
/** The calendar day of a `date` column. */
export const isoOf = (d: Date): IsoDate => d.toISOString().slice(0, 10);
