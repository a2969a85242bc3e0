// A minimal SQL connection used by the migration applier and the first-start bootstrap.
// It talks to real PostgreSQL (pg) or to an embedded PGlite database with the same API.
import type { PGlite } from "@electric-sql/pglite";

export interface SqlRunner {
  readonly kind: "postgres" | "pglite";
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPostgres(url: string): Promise<SqlRunner> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: "postgres",
    async query(sql, params) {
      const r = await client.query(sql, params as unknown[]);
      return r.rows;
    },
    async exec(script) {
      await client.query(script);
    },
    close: () => client.end(),
  };
}

export async function openPGliteDb(dataDir?: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  return PGlite.create({ dataDir, extensions: { btree_gist } });
}

export function pgliteRunner(db: PGlite, closeDb = true): SqlRunner {
  return {
    kind: "pglite",
    async query(sql, params) {
      const r = await db.query(sql, params as unknown[]);
      return r.rows as never[];
    },
    async exec(script) {
      await db.exec(script);
    },
    close: async () => {
      if (closeDb) await db.close();
    },
  };
}
