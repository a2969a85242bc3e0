// Server code only (through lib/rate-limit); no `server-only` marker: the draw runs in a Pages
// Router API route (docs/decisions/0007).
import { fail, messagesIn, type ApiAnswer, type ApiRequest } from "@/lib/api-route";
import { hitLimit } from "@/lib/rate-limit";

// How often one address may draw (and open the odds sheet, which reads the seen list): counted in the
// database (lib/rate-limit.ts), so every instance counts the same presses (docs/decisions/0025).
// A traveller pressing 'next' waits a second for each reveal: about 50 draws a minute at most,
// so the default leaves room for a few people behind one address (a family, a café's network).

export const PROPOSAL_RATE_WINDOW_MS = 60_000;
export const DEFAULT_PROPOSAL_RATE_LIMIT = 120;
/** The most PROPOSAL_RATE_LIMIT may say (the benchmark's run from one address needs millions). */
export const MAX_PROPOSAL_RATE_LIMIT = 100_000_000;

/** PROPOSAL_RATE_LIMIT (per address and minute) as lib/env checks it at start; the default otherwise. */
export function proposalRateLimit(value = process.env.PROPOSAL_RATE_LIMIT): number {
  const text = value?.trim();
  if (!text || !/^\d+$/.test(text)) return DEFAULT_PROPOSAL_RATE_LIMIT;
  const n = Number(text);
  return n >= 1 && n <= MAX_PROPOSAL_RATE_LIMIT ? n : DEFAULT_PROPOSAL_RATE_LIMIT;
}

export type DrawLimitKind = "draw" | "odds";

/** Counts this call; over the limit, a translated 429 with Retry-After (null: go on). */
export async function drawLimit(req: ApiRequest, kind: DrawLimitKind): Promise<ApiAnswer | null> {
  const limit = await hitLimit(`proposal:${kind}:${req.clientAddress}`, proposalRateLimit(), PROPOSAL_RATE_WINDOW_MS);
  if (limit.allowed) return null;
  const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
  return fail(429, { code: "RATE_LIMIT", message: messagesIn(req.locale, "proposal.errors")("tooFast", { seconds }), retryAfterSeconds: seconds }, { "Retry-After": String(seconds) });
}
