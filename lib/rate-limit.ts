// Server code only (through lib/db); no `server-only` marker: the draw's Pages API route counts
// with it too (docs/decisions/0007, 0025).
import { getDb, getSql } from "./db";

// Fixed-window counters in the database, shared by every app instance. One statement
// increments or restarts the window atomically, so concurrent requests cannot both slip through.
// It is a prepared statement on plain pg (the draw counts every press), and its commit does not
// wait for the disk: a crash can forget the last fraction of a second of counts, which is harmless.

export interface LimitResult {
  allowed: boolean;
  /** The count in the current window after this hit. */
  count: number;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

const HIT_SQL = `
  INSERT INTO rate_limit_counters AS c (key, count, window_start, expires_at)
  SELECT $1, $2, now(), now() + make_interval(secs => $3::double precision)
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.expires_at <= now() THEN EXCLUDED.count ELSE c.count + EXCLUDED.count END,
    window_start = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_start END,
    expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
  RETURNING count, expires_at`;

export async function hitLimit(key: string, limit: number, windowMs: number, amount = 1): Promise<LimitResult> {
  const sql = await getSql();
  const rows = await sql.query<{ count: number; expires_at: Date | string }>(HIT_SQL, [key, amount, windowMs / 1000], "rate_limit_hit");
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
