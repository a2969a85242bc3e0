import { mkdirSync } from "node:fs";
import { openPGliteDb, openPostgres, pgliteRunner, type SqlRunner } from "../../lib/db/sql-runner";
import { pgliteDataDir } from "../../lib/db/config";

/** Opens DATABASE_URL when set, else the embedded PGlite database on disk. */
export async function openConfiguredDatabase(): Promise<SqlRunner> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  const dir = pgliteDataDir();
  mkdirSync(dir, { recursive: true });
  return pgliteRunner(await openPGliteDb(dir));
}
