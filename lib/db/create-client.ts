// Builds a Prisma client on real PostgreSQL (DATABASE_URL) or on the embedded PGlite database.
// Shared by the app (lib/db.ts), the seed script and the tests.
import { mkdirSync } from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../../generated/prisma/client";
import { logger } from "../logger";
import { pgliteDataDir } from "./config";
import { openPGliteDb } from "./sql-runner";

export type Db = PrismaClient;

/**
 * Plain SQL on the same connections as the Prisma client, for the few hot paths where Prisma's
 * per-query overhead dominates (docs/decisions/0007). Parameters are always bound, never spliced.
 */
export interface Sql {
  /** `name` makes it a prepared statement on PostgreSQL: parsed and planned once per connection. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
}

export interface CreateClientOptions {
  databaseUrl?: string;
  /** A PGlite data directory, or "memory://" for an in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
}

export interface DbClient {
  db: Db;
  sql: Sql;
  /**
   * Runs `fn` on one connection, held until it returns: what session-level advisory locks need
   * (taken and released on the same session). PGlite has a single session anyway.
   */
  session<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function createDbClient(options: CreateClientOptions = {}): Promise<DbClient> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url) {
    // One pool shared by Prisma and the plain-SQL hot paths. DB_POOL_MIN of the connections, once
    // open, stay open when idle: the app's server sets 4 (its warm-up opens them, docs/decisions/0026),
    // so a quiet minute does not send the next visitor through a new connection's handshake.
    // Scripts and tests keep 0, so that idle connections close and let them exit.
    const max = options.poolSize ?? Number(process.env.DB_POOL_SIZE ?? 10);
    const pool = new pg.Pool({ connectionString: url, max, min: Math.min(max, Number(process.env.DB_POOL_MIN ?? 0)) });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => logger.warn("database connection lost", { message: error.message }));
    const db = new PrismaClient({ adapter: new PrismaPg(pool) });
    const sql: Sql = { query: async (text, params, name) => (await pool.query({ text, values: params, name })).rows };
    return {
      db,
      sql,
      session: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn({ query: async (text, params, name) => (await client.query({ text, values: params, name })).rows });
        } finally {
          client.release();
        }
      },
      close: async () => {
        await db.$disconnect();
        await pool.end();
      },
    };
  }
  const dir = options.pgliteDir ?? pgliteDataDir();
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const pglite = await openPGliteDb(dir);
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const sql: Sql = { query: async (text, params) => (await pglite.query(text, params)).rows as never[] };
  return {
    db,
    sql,
    session: (fn) => fn(sql),
    close: async () => {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
