import type { Db } from "@/lib/db/create-client";
import { stayDatesIssue } from "@/features/trip";
import { addDays, daysBetween, type IsoDate } from "@/lib/japan-time";
import type { DateRangeOption } from "./schemas";

// The booking rules that need a database but not a request: availability, alternative dates and
// the purge of old idempotency keys. They take the client as an argument so the scheduled job
// (scripts/jobs) can run them outside the app; features/booking/service.ts is the app's way in.

export const ALTERNATIVE_WINDOW_DAYS = 7;
export const ALTERNATIVES_MAX = 3;

export interface Availability {
  available: boolean;
  /** The confirmed stays that overlap the request (dates only: never whose they are). */
  conflicts: DateRangeOption[];
}

/**
 * Stays are half-open: [check-in, check-out). Only confirmed bookings hold dates. Asked as a range
 * overlap (`&&`), the test the no-overlap constraint's GiST index answers: a few pages whatever a
 * stay's history, where comparing the two dates separately walks the whole history in the btree.
 */
async function confirmedStays(db: Db, accommodationId: string, from: IsoDate, to: IsoDate): Promise<DateRangeOption[]> {
  const rows = await db.$queryRaw<{ check_in: string; check_out: string }[]>`
    SELECT to_char(check_in_date, 'YYYY-MM-DD') AS check_in, to_char(check_out_date, 'YYYY-MM-DD') AS check_out
    FROM booking_requests
    WHERE accommodation_id = ${accommodationId}::uuid AND status = 'confirmed'
      AND daterange(check_in_date, check_out_date, '[)') && daterange(${from}::date, ${to}::date, '[)')
    ORDER BY check_in_date`;
  return rows.map((r) => ({ checkIn: r.check_in as IsoDate, checkOut: r.check_out as IsoDate }));
}

const overlaps = (a: DateRangeOption, b: DateRangeOption) => a.checkIn < b.checkOut && b.checkIn < a.checkOut;

export async function checkAvailability(db: Db, accommodationId: string, checkIn: IsoDate, checkOut: IsoDate): Promise<Availability> {
  const conflicts = await confirmedStays(db, accommodationId, checkIn, checkOut);
  return { available: conflicts.length === 0, conflicts };
}

/**
 * Up to three free stays of the same length starting within ±7 days of the wanted check-in, the
 * nearest first (a day later before a day earlier), each one a stay the booking rules accept
 * (from today in Japan, within the booking window).
 */
export async function alternativeDates(db: Db, accommodationId: string, checkIn: IsoDate, checkOut: IsoDate, now = new Date()): Promise<DateRangeOption[]> {
  const nights = daysBetween(checkIn, checkOut);
  const taken = await confirmedStays(db, accommodationId, addDays(checkIn, -ALTERNATIVE_WINDOW_DAYS), addDays(checkOut, ALTERNATIVE_WINDOW_DAYS));
  const out: DateRangeOption[] = [];
  for (let step = 1; step <= ALTERNATIVE_WINDOW_DAYS && out.length < ALTERNATIVES_MAX; step++) {
    for (const offset of [step, -step]) {
      const start = addDays(checkIn, offset);
      const option = { checkIn: start, checkOut: addDays(start, nights) };
      if (stayDatesIssue(option.checkIn, option.checkOut, now)) continue;
      if (taken.some((t) => overlaps(t, option))) continue;
      out.push(option);
      if (out.length === ALTERNATIVES_MAX) break;
    }
  }
  return out;
}

/** Drops Idempotency-Keys past their 24 hours (idempotency.ts); the expiry job does it hourly. */
export async function purgeExpiredKeys(db: Db, now = new Date()): Promise<number> {
  return (await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } })).count;
}

/** True when the error, however the driver wraps it, carries one of these codes (or a message part). */
function hasCode(error: unknown, codes: readonly string[], messagePart: string | null, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as Record<string, unknown> & { meta?: Record<string, unknown>; cause?: unknown };
  const found = [e.code, e.originalCode, e.meta?.code, (e.meta?.driverAdapterError as { cause?: { originalCode?: unknown } } | undefined)?.cause?.originalCode];
  if (found.some((c) => typeof c === "string" && codes.includes(c))) return true;
  if (messagePart && typeof e.message === "string" && e.message.includes(messagePart)) return true;
  return hasCode(e.cause, codes, messagePart, depth + 1) || hasCode((e.meta?.driverAdapterError as unknown) ?? null, codes, messagePart, depth + 1);
}

/** A unique violation (23505; Prisma's P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, ["23505", "P2002"], null);
}

/** PostgreSQL's exclusion violation (SQLSTATE 23P01): the dates are taken. */
export function isOverlapViolation(error: unknown): boolean {
  return hasCode(error, ["23P01"], "booking_requests_no_overlapping_confirmed");
}

/**
 * A deadlock (40P01) or serialization failure (40001; Prisma's P2034): concurrent confirmations
 * checking the exclusion constraint can deadlock each other. The statement is safe to run again;
 * the second time the winner's row is visible and the answer is a plain overlap.
 */
export function isRetryableConflict(error: unknown): boolean {
  return hasCode(error, ["40P01", "40001", "P2034"], null);
}
