import "server-only";
import type { OutboxEmail } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { LOCK_KEYS } from "@/lib/db/advisory-lock";
import { recordError } from "@/lib/error-log";
import { deliverMail, type MailAttachment } from "@/lib/mailer";
import { kickJob, type Job } from "@/lib/scheduler";
import { OUTBOX_BATCH, OUTBOX_EVERY_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_PARALLEL, OUTBOX_SEND_DEADLINE_MS, retryDelayMs } from "./constants";

// The outbox: every e-mail the app sends is first a row, written in the transaction of the
// change that causes it. The sender (a scheduled job, one instance at a time) hands due rows to
// the SMTP server, or marks them logged when none is configured; a failure is retried with
// doubling waits, up to OUTBOX_MAX_ATTEMPTS, then the row is failed (the back office can retry).
// Up to OUTBOX_PARALLEL messages are in flight at once, each with its own deadline, so a server
// that hangs on one message costs that message an attempt and nobody else a wait.

export { enqueueEmail, type OutgoingEmail } from "./enqueue";

export const OUTBOX_JOB = "outbox";

/** Asks the sender to run now, without waiting for it (no-op where the scheduler is not running). */
export function kickOutbox(): void {
  kickJob(OUTBOX_JOB);
}

const MAX_ERROR_CHARS = 2_000;

/** What the mailer gets from a row. */
function mailMessageOf(mail: OutboxEmail) {
  return { to: mail.recipient, subject: mail.subject, text: mail.body, html: mail.html, attachments: Array.isArray(mail.attachments) ? (mail.attachments as unknown as MailAttachment[]) : [] };
}

export interface DeliveryRound {
  sent: number;
  logged: number;
  retrying: number;
  failed: number;
}

export interface DeliveryOptions {
  /** Per-message deadline (tests shorten or lengthen it). */
  deadlineMs?: number;
}

class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`No answer from the SMTP server within the ${ms} ms deadline`);
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new DeadlinePassed(ms)), ms)));
  // A send that answers after its deadline must not surface as an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function deliverOne(mail: OutboxEmail, now: Date, deadlineMs: number): Promise<keyof DeliveryRound> {
  const db = await getDb();
  const attempts = mail.attempts + 1;
  try {
    const outcome = await withDeadline(deliverMail(mailMessageOf(mail)), deadlineMs);
    await db.outboxEmail.update({ where: { id: mail.id }, data: { status: outcome, attempts, lastError: null, sentAt: outcome === "sent" ? new Date() : null } });
    return outcome;
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS);
    const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS;
    await db.outboxEmail.update({
      where: { id: mail.id },
      data: { status: giveUp ? "failed" : "pending", attempts, lastError, ...(giveUp ? {} : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }) },
    });
    if (!giveUp) return "retrying";
    await recordError({ message: `E-mail given up after ${attempts} attempts: ${lastError}`, code: "MAIL_FAILED", severity: "error", context: { outboxId: mail.id, kind: mail.kind } });
    return "failed";
  }
}

/** One round of the sender: every due mail, oldest first, OUTBOX_PARALLEL at a time. `now` is for tests. */
export async function deliverDueEmails(now = new Date(), options: DeliveryOptions = {}): Promise<DeliveryRound> {
  const db = await getDb();
  const due = await db.outboxEmail.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now } },
    orderBy: { createdAt: "asc" },
    take: OUTBOX_BATCH,
  });
  const round: DeliveryRound = { sent: 0, logged: 0, retrying: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < due.length) round[await deliverOne(due[next++], now, options.deadlineMs ?? OUTBOX_SEND_DEADLINE_MS)]++;
  };
  await Promise.all(Array.from({ length: Math.min(OUTBOX_PARALLEL, due.length) }, worker));
  return round;
}

export const outboxJob: Job = {
  name: OUTBOX_JOB,
  lockKey: LOCK_KEYS.outbox,
  everyMs: OUTBOX_EVERY_MS,
  run: async () => {
    const r = await deliverDueEmails();
    const total = r.sent + r.logged + r.retrying + r.failed;
    return total ? `sent ${r.sent}, logged ${r.logged}, retrying ${r.retrying}, failed ${r.failed}` : undefined;
  },
};
