import "server-only";
import { hitLimit, peekLimit, resetLimit } from "@/lib/rate-limit";

// Administrator sign-in throttle. Failures count three ways, each within FAILURE_WINDOW_MS:
// - per client address and account: PAIR_MAX_FAILURES lock that address out of that account;
// - per client address: ADDRESS_MAX_FAILURES (across accounts) lock the address out of all;
// - per account: never a lock, only a wait before the password is checked, growing with the
//   account's recent failures and capped at MAX_DELAY_MS. An account lock would let anyone who
//   knows an administrator's e-mail keep them out; a wait only slows guessing down.
// A lock lasts LOCK_MS. Counters live in the database, so all app instances share them.
export const PAIR_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const FIRST_DELAY_MS = 200;
/** Every wait has a deadline: with the password check, a sign-in still answers well within 5 s. */
export const MAX_DELAY_MS = 3000;

export interface ThrottleSubject {
  email: string;
  address: string;
}

export type LockScope = "pair" | "address";

const account = (s: ThrottleSubject) => s.email.trim().toLowerCase();
const keys = (s: ThrottleSubject) => ({
  failPair: `admin-login:fail:pair:${s.address}|${account(s)}`,
  failAddress: `admin-login:fail:addr:${s.address}`,
  failAccount: `admin-login:fail:account:${account(s)}`,
  lockPair: `admin-login:lock:pair:${s.address}|${account(s)}`,
  lockAddress: `admin-login:lock:addr:${s.address}`,
});

/** How long the subject must wait before trying again and which lock says so; 0 and null when it may try now. */
export async function lockedFor(subject: ThrottleSubject): Promise<{ waitMs: number; scope: LockScope | null }> {
  const k = keys(subject);
  const [pair, address] = await Promise.all([peekLimit(k.lockPair, 1), peekLimit(k.lockAddress, 1)]);
  if (!address.allowed && (pair.allowed || address.retryAfterMs >= pair.retryAfterMs)) return { waitMs: address.retryAfterMs, scope: "address" };
  if (!pair.allowed) return { waitMs: pair.retryAfterMs, scope: "pair" };
  return { waitMs: 0, scope: null };
}

/** The wait before checking a password for an account with this many recent failures. */
export function delayFor(failures: number): number {
  return failures <= 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - 1));
}

/** Waits as long as the account's recent failures ask for (0–3 s), whoever is signing in. */
export async function slowDown(subject: ThrottleSubject): Promise<number> {
  if (!account(subject)) return 0;
  const ms = delayFor((await peekLimit(keys(subject).failAccount, 1)).count);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  return ms;
}

/** Counts a failed attempt; the one that reaches a limit starts that lock. */
export async function recordFailure(subject: ThrottleSubject): Promise<void> {
  const k = keys(subject);
  const named = Boolean(account(subject));
  const [pair, address] = await Promise.all([
    named ? hitLimit(k.failPair, PAIR_MAX_FAILURES, FAILURE_WINDOW_MS) : null,
    hitLimit(k.failAddress, ADDRESS_MAX_FAILURES, FAILURE_WINDOW_MS),
    named ? hitLimit(k.failAccount, 1, FAILURE_WINDOW_MS) : null, // only its count is read (slowDown)
  ]);
  const locks: Promise<unknown>[] = [];
  if (pair && pair.count >= PAIR_MAX_FAILURES) locks.push(hitLimit(k.lockPair, 1, LOCK_MS));
  if (address.count >= ADDRESS_MAX_FAILURES) locks.push(hitLimit(k.lockAddress, 1, LOCK_MS));
  await Promise.all(locks);
}

/** A successful sign-in forgets the account's failures, here and everywhere (the address keeps its count). */
export async function recordSuccess(subject: ThrottleSubject): Promise<void> {
  const k = keys(subject);
  await Promise.all([resetLimit(k.failPair), resetLimit(k.failAccount)]);
}
