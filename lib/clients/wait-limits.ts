// How long a page or endpoint may wait on outside services. Whatever they do (hang, trickle,
// refuse), the caller has its answer within ANSWER_WITHIN_MS; one outside call gets at most
// CALL_MAX_MS of it, the rest is for our own work (database, rendering). Work that legitimately
// takes longer (an AI plan) is streamed, so its answer starts within the bound too.

export const ANSWER_WITHIN_MS = 5_000;
export const CALL_MAX_MS = 4_000;

/** A call's timeout: the configured one, but never above CALL_MAX_MS nor the caller's time left. */
export function callTimeout(configuredMs: number, remainingMs = Infinity): number {
  return Math.max(1, Math.floor(Math.min(configuredMs, CALL_MAX_MS, remainingMs)));
}
