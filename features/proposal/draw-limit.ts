// Server code only (through lib/rate-limit); no `server-only` marker: the draw runs in a Pages
// Router API route (docs/decisions/0007).
import { fail, messagesIn, type ApiAnswer, type ApiRequest } from "@/lib/api-route";
import { hitLimit } from "@/lib/rate-limit";

// How often one address may draw (and open the odds sheet, which reads the seen list): counted in
// the database (lib/rate-limit.ts), so every instance counts the same presses (docs/decisions/0029).
// A traveller pressing 'next' waits a second for each reveal: about 50 draws a minute at most,
// so the default leaves room for a few people behind one address (a family, a café's network).
//
// A counter write per draw would be a second database round trip on the hottest path (measured:
// ~30% of the draw's throughput), so an instance takes its presses from the shared counter a few at
// a time (a lease, ~1/20 of the limit, at most 50) and hands them out from memory until they run
// out or the window ends. Across N instances an address may lose at most N × (lease − 1) presses of
// its window to leases it did not use up; it can never get more than the limit. Over the limit, the
// instance answers from memory until the window ends, without writing.

export const PROPOSAL_RATE_WINDOW_MS = 60_000;
export const DEFAULT_PROPOSAL_RATE_LIMIT = 120;
/** The most PROPOSAL_RATE_LIMIT may say (the benchmark's run from one address needs millions). */
export const MAX_PROPOSAL_RATE_LIMIT = 100_000_000;
const MAX_LEASE = 50;
/** Addresses an instance keeps leases for; past it, expired ones go (and if need be all). */
const MAX_LEASES = 10_000;

/** PROPOSAL_RATE_LIMIT (per address and minute) as lib/env checks it at start; the default otherwise. */
export function proposalRateLimit(value = process.env.PROPOSAL_RATE_LIMIT): number {
  const text = value?.trim();
  if (!text || !/^\d+$/.test(text)) return DEFAULT_PROPOSAL_RATE_LIMIT;
  const n = Number(text);
  return n >= 1 && n <= MAX_PROPOSAL_RATE_LIMIT ? n : DEFAULT_PROPOSAL_RATE_LIMIT;
}

/** How many presses an instance takes from the shared counter at once. */
export function leaseSize(limit: number): number {
  return Math.max(1, Math.min(MAX_LEASE, Math.floor(limit / 20)));
}

export type Take = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One instance's view of the shared counters (a process has one; tests make several). */
export function createDrawLimiter() {
  const leases = new Map<string, { left: number; until: number }>();

  function forgetSome(now: number) {
    if (leases.size < MAX_LEASES) return;
    for (const [key, lease] of leases) if (lease.until <= now) leases.delete(key);
    if (leases.size >= MAX_LEASES) leases.clear();
  }

  return async function take(key: string, limit: number, windowMs = PROPOSAL_RATE_WINDOW_MS): Promise<Take> {
    const now = Date.now();
    const lease = leases.get(key);
    if (lease && lease.until > now) {
      if (lease.left > 0) {
        lease.left--;
        return { allowed: true };
      }
      // This window is spent everywhere or here: answered without asking again.
      if (lease.left < 0) return { allowed: false, retryAfterMs: lease.until - now };
    }
    const size = leaseSize(limit);
    const hit = await hitLimit(key, limit, windowMs, size);
    const granted = Math.max(0, Math.min(size, limit - (hit.count - size)));
    const until = now + hit.retryAfterMs;
    forgetSome(now);
    if (granted === 0) {
      leases.set(key, { left: -1, until });
      return { allowed: false, retryAfterMs: hit.retryAfterMs };
    }
    const current = leases.get(key);
    if (current && current.until > now && current.left >= 0) current.left += granted - 1;
    else leases.set(key, { left: granted - 1, until });
    return { allowed: true };
  };
}

const take = createDrawLimiter();

export type DrawLimitKind = "draw" | "odds";

/** Counts this call; over the limit, a translated 429 with Retry-After (null: go on). */
export async function drawLimit(req: ApiRequest, kind: DrawLimitKind): Promise<ApiAnswer | null> {
  const result = await take(`proposal:${kind}:${req.clientAddress}`, proposalRateLimit());
  if (result.allowed) return null;
  const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  return fail(429, { code: "RATE_LIMIT", message: messagesIn(req.locale, "proposal.errors")("tooFast", { seconds }), retryAfterSeconds: seconds }, { "Retry-After": String(seconds) });
}
