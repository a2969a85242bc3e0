import "server-only";
import { getDb } from "./db";
import { LOCK_KEYS } from "./db/advisory-lock";
import { env } from "./env";
import type { Job } from "./scheduler";

// Error log records are kept for ERROR_LOG_RETENTION_DAYS (90 by default), then deleted by the
// job runner, so the table holds a bounded window however many reports arrive.

/** Deletes the records older than the retention period; returns how many. */
export async function sweepErrorLogs(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env().ERROR_LOG_RETENTION_DAYS * 24 * 60 * 60_000);
  const db = await getDb();
  const { count } = await db.errorLog.deleteMany({ where: { timestamp: { lt: cutoff } } });
  return count;
}

export const errorLogRetentionJob: Job = {
  name: "error-log-retention",
  lockKey: LOCK_KEYS.errorLogRetention,
  // Often enough that the table never holds much more than the period; the delete is cheap.
  everyMs: 60 * 60_000,
  async run() {
    const deleted = await sweepErrorLogs();
    return deleted ? `deleted ${deleted} error log records past retention` : undefined;
  },
};
