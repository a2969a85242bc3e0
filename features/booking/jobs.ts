import "server-only";
import { withDbSession } from "@/lib/db";
import { LOCK_KEYS, withAdvisoryLock } from "@/lib/db/advisory-lock";
import type { Job } from "@/lib/scheduler";
import { expirePendingBookings } from "./service";

// The expiry of stale pending requests (core.ts), as the app runs it itself: at start and every five minutes,
// one instance at a time. Operators can still run it: `npm run jobs:expire-bookings`, or
// POST /api/jobs/expire-bookings with the JOBS_TOKEN bearer; both take the same lock.

/** Often enough that a request lapses within minutes of the stay's check-in time. */
export const EXPIRE_BOOKINGS_EVERY_MS = 5 * 60_000;

export const expireBookingsJob: Job = {
  name: "expire-bookings",
  lockKey: LOCK_KEYS.expireBookings,
  everyMs: EXPIRE_BOOKINGS_EVERY_MS,
  run: async () => `cancelled ${await expirePendingBookings()} stale pending booking request(s)`,
};

/** One run for an operator: the number cancelled, or null when another run holds the lock. */
export async function expireBookingsNow(): Promise<number | null> {
  const outcome = await withAdvisoryLock(withDbSession, LOCK_KEYS.expireBookings, () => expirePendingBookings());
  return outcome.ran ? outcome.value : null;
}
