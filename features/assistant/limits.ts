import "server-only";
import { AI_LIMITS } from "@/lib/clients/ai-settings";
import { AppError } from "@/lib/errors";
import { hitLimit, peekLimit } from "@/lib/rate-limit";

// The AI limits: 20 requests and 40,000 tokens a minute, 1,000 requests a day, per
// signed-in user or, for guests, per address. Counters live in the database, so every app
// instance sees the same numbers. Tokens are checked before a call and charged after it, when
// the real usage is known.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export class AiLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, which: "requestsPerMinute" | "tokensPerMinute" | "requestsPerDay") {
    super(`AI limit reached (${which})`, { code: "RATE_LIMIT", severity: "warning", recoverable: true, context: { which } });
    this.name = "AiLimitError";
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** Whose budget a call spends: a user id, or the guest's address. */
export function aiLimitSubject(userId: string | null | undefined, address: string): string {
  return userId ? `user:${userId}` : `addr:${address}`;
}

const keys = (subject: string) => ({
  minute: `ai:rpm:${subject}`,
  day: `ai:rpd:${subject}`,
  tokens: `ai:tpm:${subject}`,
});

/** Counts one request against the limits; throws AiLimitError when any is exhausted. */
export async function takeAiRequest(subject: string): Promise<void> {
  const k = keys(subject);
  const minute = await hitLimit(k.minute, AI_LIMITS.requestsPerMinute, MINUTE);
  if (!minute.allowed) throw new AiLimitError(minute.retryAfterMs, "requestsPerMinute");
  const tokens = await peekLimit(k.tokens, AI_LIMITS.tokensPerMinute);
  if (!tokens.allowed) throw new AiLimitError(tokens.retryAfterMs, "tokensPerMinute");
  const day = await hitLimit(k.day, AI_LIMITS.requestsPerDay, DAY);
  if (!day.allowed) throw new AiLimitError(day.retryAfterMs, "requestsPerDay");
}

/** Charges the tokens a call used. Never throws: the answer has already been given. */
export async function chargeAiTokens(subject: string, tokens: number): Promise<void> {
  if (!(tokens > 0)) return;
  await hitLimit(keys(subject).tokens, AI_LIMITS.tokensPerMinute, MINUTE, Math.round(tokens)).catch(() => undefined);
}

/** A token estimate when the service reports no usage (about one token per two characters). */
export function estimateTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 2);
}
