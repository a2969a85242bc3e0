import "server-only";
import { getDb } from "./db";

// Fixed-window counters in the database, shared by every app instance. One statement
// increments or restarts the window atomically, so concurrent requests cannot both slip through.

export interface LimitResult {
  allowed: boolean;
  /** The count in the current window after this hit. */
  count: number;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

export async function hitLimit(key: string, limit: number, windowMs: number, amount = 1): Promise<LimitResult> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ count: number; expires_at: Date }[]>`
    INSERT INTO rate_limit_counters (key, count, window_start, expires_at)
    VALUES (${key}, ${amount}, now(), now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.expires_at <= now() THEN ${amount} ELSE rate_limit_counters.count + ${amount} END,
      window_start = CASE WHEN rate_limit_counters.expires_at <= now() THEN now() ELSE rate_limit_counters.window_start END,
      expires_at = CASE WHEN rate_limit_counters.expires_at <= now() THEN now() + make_interval(secs => ${windowMs / 1000}) ELSE rate_limit_counters.expires_at END
    RETURNING count, expires_at`;
  const row = rows[0];
  const count = Number(row.count);
  const retryAfterMs = Math.max(0, new Date(row.expires_at).getTime() - Date.now());
  return { allowed: count <= limit, count, limit, remaining: Math.max(0, limit - count), retryAfterMs };
}

/** Reads a counter without changing it. */
export async function peekLimit(key: string, limit: number): Promise<LimitResult> {
  const db = await getDb();
  const row = await db.rateLimitCounter.findUnique({ where: { key } });
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    return { allowed: true, count: 0, limit, remaining: limit, retryAfterMs: 0 };
  }
  return {
    allowed: row.count < limit,
    count: row.count,
    limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterMs: row.expiresAt.getTime() - Date.now(),
  };
}

export async function resetLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.rateLimitCounter.deleteMany({ where: { key } });
}
