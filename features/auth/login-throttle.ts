import "server-only";
import { hitLimit, peekLimit, resetLimit } from "@/lib/rate-limit";

// Administrator sign-in throttle: after MAX_FAILURES failed attempts for one e-mail address or
// from one client address within the window, every further attempt is refused for LOCK_MS,
// whatever the password. Counters live in the database, so all app instances share them.
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export interface ThrottleSubject {
  email: string;
  address: string;
}

const keys = (s: ThrottleSubject) => ({
  failEmail: `admin-login:fail:email:${s.email.trim().toLowerCase()}`,
  failAddress: `admin-login:fail:addr:${s.address}`,
  lockEmail: `admin-login:lock:email:${s.email.trim().toLowerCase()}`,
  lockAddress: `admin-login:lock:addr:${s.address}`,
});

/** Milliseconds until the subject may try again, or 0 when it may try now. */
export async function lockedFor(subject: ThrottleSubject): Promise<number> {
  const k = keys(subject);
  const [email, address] = await Promise.all([peekLimit(k.lockEmail, 1), peekLimit(k.lockAddress, 1)]);
  const waits = [email, address].filter((r) => !r.allowed).map((r) => r.retryAfterMs);
  return waits.length ? Math.max(...waits) : 0;
}

/** Counts a failed attempt; the one that reaches the limit starts the lock. Returns attempts left. */
export async function recordFailure(subject: ThrottleSubject): Promise<number> {
  const k = keys(subject);
  const [email, address] = await Promise.all([
    hitLimit(k.failEmail, MAX_FAILURES, FAILURE_WINDOW_MS),
    hitLimit(k.failAddress, MAX_FAILURES, FAILURE_WINDOW_MS),
  ]);
  const locks: Promise<unknown>[] = [];
  if (email.count >= MAX_FAILURES) locks.push(hitLimit(k.lockEmail, 1, LOCK_MS));
  if (address.count >= MAX_FAILURES) locks.push(hitLimit(k.lockAddress, 1, LOCK_MS));
  await Promise.all(locks);
  return Math.max(0, Math.min(email.remaining, address.remaining));
}

/** A successful sign-in forgets the e-mail's failures (the address keeps its count). */
export async function recordSuccess(subject: ThrottleSubject): Promise<void> {
  await resetLimit(keys(subject).failEmail);
}
