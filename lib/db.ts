// Server code only, without the `server-only` marker: the proposal endpoint runs as a Pages Router
// API route (docs/decisions/0007), which cannot load it. A browser bundle cannot include this
// module anyway (pg needs node:net).
import { createDbClient, type Db, type Sql } from "./db/create-client";

// One Prisma client per server process. PGlite opens asynchronously, so the client is
// created on first use; every service awaits `getDb()`.
const globalForDb = globalThis as unknown as { __tabigachaDb?: Promise<Db>; __tabigachaClient?: ReturnType<typeof createDbClient> };

function client() {
  globalForDb.__tabigachaClient ??= createDbClient();
  return globalForDb.__tabigachaClient;
}

export function getDb(): Promise<Db> {
  globalForDb.__tabigachaDb ??= client().then((c) => c.db);
  return globalForDb.__tabigachaDb;
}

/** Plain SQL on the same connections, for hot paths only (docs/decisions/0007). */
export async function getSql(): Promise<Sql> {
  return (await client()).sql;
}

/** Plain SQL on one connection held for the duration of `fn` (session-level advisory locks). */
export async function withDbSession<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  return (await client()).session(fn);
}

export type { Db, Sql };
