// The outbox's rules, in one place. Pure: the back office shows them too.

export const OUTBOX_STATUSES = ["pending", "sent", "logged", "failed"] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

/** Attempts in all before a mail is given up (status failed); an administrator may retry it. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** The wait after the first failed attempt; it doubles after each further one (1, 2, 4, 8 min). */
export const OUTBOX_RETRY_BASE_MS = 60_000;
/** The sender's regular round; it also runs right after a change that wrote a mail. */
export const OUTBOX_EVERY_MS = 60_000;
/** Mails per round, oldest first. */
export const OUTBOX_BATCH = 20;
/** Mails handed to the SMTP server at the same time: one slow message never holds up the rest. */
export const OUTBOX_PARALLEL = 8;
/** How long one message may take; past it the attempt counts as failed and is retried later. */
export const OUTBOX_SEND_DEADLINE_MS = 4_500;

/** The wait before the next attempt after `failedAttempts` failures (1-based). */
export function retryDelayMs(failedAttempts: number): number {
  return OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1);
}
