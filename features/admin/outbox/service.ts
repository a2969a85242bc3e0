import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { kickOutbox } from "@/features/outbox/server";
import { getDb } from "@/lib/db";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import type { OutboxListQuery } from "./schemas";

// The outbox in the back office: every e-mail the app wrote, newest first, with what became of
// it; a mail that was given up can be sent once more.

const listSelect = { id: true, recipient: true, kind: true, language: true, subject: true, status: true, attempts: true, nextAttemptAt: true, createdAt: true, sentAt: true } satisfies Prisma.OutboxEmailSelect;

export async function listOutbox(query: OutboxListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.OutboxEmailWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    where.OR = [{ recipient: contains }, { subject: contains }];
  }
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    db.outboxEmail.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, select: listSelect }),
    db.outboxEmail.count({ where }),
  ]);
  return pageOf(rows.map(serialise), total, page);
}

function serialise<T extends { nextAttemptAt: Date; createdAt: Date; sentAt: Date | null }>(r: T) {
  return { ...r, nextAttemptAt: r.nextAttemptAt.toISOString(), createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null };
}
export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>["items"][number];

/** One mail with its body and last error; null when there is none with this id. */
export async function getOutboxEmail(id: string) {
  await requireAdmin();
  const db = await getDb();
  const row = await db.outboxEmail.findUnique({ where: { id } });
  return row ? { ...serialise(row), body: row.body, lastError: row.lastError, bookingId: row.bookingId } : null;
}
export type OutboxDetail = NonNullable<Awaited<ReturnType<typeof getOutboxEmail>>>;

/** A failed mail back to pending, due now: the sender makes one more attempt right away. */
export async function retryOutboxEmail(id: string) {
  await requireAdmin();
  const db = await getDb();
  const { count } = await db.outboxEmail.updateMany({ where: { id, status: "failed" }, data: { status: "pending", nextAttemptAt: new Date() } });
  if (count === 0) {
    if (!(await db.outboxEmail.findUnique({ where: { id }, select: { id: true } }))) throw await notFoundFailure();
    throw await adminFailure("outboxNotFailed", undefined, "CONFLICT");
  }
  kickOutbox();
  return { id, status: "pending" as const };
}
