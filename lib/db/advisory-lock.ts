// At most one run at a time across every app instance: a PostgreSQL session-level advisory lock,
// tried (never waited for) and released on the same connection when the work ends. If the process
// dies, PostgreSQL drops the lock with its connection. On PGlite there is one process and one
// session; the scheduler's in-process guard does the rest there.
import type { DbClient, Sql } from "./create-client";

/** Lock keys of this app, one per kind of work (72_410_001 is the migrations', lib/db/migrations.ts). */
export const LOCK_KEYS = {
  expireBookings: 72_410_002,
  outbox: 72_410_003,
  errorLogRetention: 72_410_004,
  proposalVisitorRetention: 72_410_005,
} as const;

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

export async function withAdvisoryLock<T>(session: DbClient["session"], key: number, fn: () => Promise<T>): Promise<LockOutcome<T>> {
  return session(async (sql: Sql) => {
    const [{ locked }] = await sql.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [key]);
    if (!locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await sql.query("SELECT pg_advisory_unlock($1::bigint)", [key]);
    }
  });
}
