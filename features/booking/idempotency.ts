import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/create-client";

// Idempotency-Key, as payment APIs take it: the browser sends one key per attempt to book and
// the same key again when it retries. The first successful answer is kept for 24 hours in the
// booking's own transaction, so a retry whose first answer was lost (the connection dropped
// after the commit) gets that answer back and nothing is written twice.

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
export const BOOKING_SCOPE = "POST /api/bookings";
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The header's key; null when absent; "invalid" when it is not a key we accept. */
export function idempotencyKeyOf(headers: { get(name: string): string | null }): string | null | "invalid" {
  const raw = headers.get("idempotency-key");
  if (raw === null) return null;
  const key = raw.trim();
  return KEY_PATTERN.test(key) ? key : "invalid";
}

/** sha256 of the checked body: keys of the same shape always serialize in the schema's order. */
export function requestHash(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

export interface IdempotencyClaim {
  key: string;
  hash: string;
}

export type PriorAnswer = { kind: "replay"; status: number; response: Record<string, unknown> } | { kind: "mismatch" };

/** The kept answer for this key, unless it has expired. */
export async function priorAnswer(db: Db, scope: string, claim: IdempotencyClaim, now = new Date()): Promise<PriorAnswer | null> {
  const row = await db.idempotencyKey.findUnique({ where: { scope_key: { scope, key: claim.key } } });
  if (!row || row.expiresAt <= now) return null;
  if (row.requestHash !== claim.hash) return { kind: "mismatch" };
  return { kind: "replay", status: row.status, response: row.response as Record<string, unknown> };
}

/**
 * Keeps the answer inside the caller's transaction. An expired row of the same key gives way; a
 * live one makes the insert fail with a unique violation, which the caller turns into a replay.
 */
export async function keepAnswer(tx: Prisma.TransactionClient, scope: string, claim: IdempotencyClaim, status: number, response: Record<string, unknown>, now: Date) {
  await tx.idempotencyKey.deleteMany({ where: { scope, key: claim.key, expiresAt: { lte: now } } });
  await tx.idempotencyKey.create({
    data: { scope, key: claim.key, requestHash: claim.hash, status, response: response as Prisma.InputJsonObject, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) },
  });
}

/** The insert of a key that another request with the same key committed first. */
export class IdempotencyRace extends Error {
  constructor() {
    super("idempotency key taken by a concurrent request");
    this.name = "IdempotencyRace";
  }
}
