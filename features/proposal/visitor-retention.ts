import "server-only";
import { getDb } from "@/lib/db";
import { LOCK_KEYS } from "@/lib/db/advisory-lock";
import { env } from "@/lib/env";
import type { Job } from "@/lib/scheduler";

// A visitor's seen list (proposal_visitors) is kept while it is used: rows whose updated_at is
// older than PROPOSAL_VISITOR_IDLE_DAYS (30 by default) are deleted by the job runner. updated_at
// moves at most daily (the proposal_pick function), so a visitor drawing every day stays. With the
// rows only a returning visitor creates (docs/decisions/0029), the table holds the visitors of the
// idle period, at most the per-address draw limit times the addresses.

/** Deletes the visitors idle longer than the period; returns how many. */
export async function sweepIdleVisitors(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env().PROPOSAL_VISITOR_IDLE_DAYS * 24 * 60 * 60_000);
  const db = await getDb();
  const { count } = await db.proposalVisitor.deleteMany({ where: { updatedAt: { lt: cutoff } } });
  return count;
}

export const visitorRetentionJob: Job = {
  name: "proposal-visitor-retention",
  lockKey: LOCK_KEYS.proposalVisitorRetention,
  everyMs: 60 * 60_000,
  async run() {
    const deleted = await sweepIdleVisitors();
    return deleted ? `deleted ${deleted} idle proposal visitors` : undefined;
  },
};
