// Helpers to create and drop throwaway PostgreSQL databases for tests.
import pg from "pg";

/** The server the tests use: TEST_DATABASE_URL, else DATABASE_URL, else the local server. */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
}

export function urlFor(database: string, base = adminUrl()): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

const LOCK = 72_410_002;

/** Runs fn on a connection to the server's maintenance database, serialised across test workers. */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK]);
    return await fn(client);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function createDatabase(name: string, template?: string) {
  await withAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  });
}

export async function dropDatabase(name: string) {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function dropDatabasesLike(prefix: string) {
  await withAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${prefix}%`]);
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  });
}
