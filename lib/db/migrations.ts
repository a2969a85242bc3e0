// Applies the SQL migrations in prisma/migrations, in name order, each in its own transaction,
// and records them in Prisma's own `_prisma_migrations` table so the history stays readable
// by Prisma tooling. Safe to run from several processes at once on PostgreSQL (advisory lock).
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./sql-runner";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
const LOCK_KEY = 72_410_001; // arbitrary, unique to this app

export interface MigrationFileInfo {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFileInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationChecksumError extends Error {}

/** Applies pending migrations. Returns the names applied now. */
export async function applyMigrations(db: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  if (db.kind === "postgres") await db.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    await db.exec(HISTORY_TABLE);
    const rows = await db.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous) {
        if (previous !== m.checksum) {
          throw new MigrationChecksumError(`Migration ${m.name} was edited after it was applied.`);
        }
        continue;
      }
      const id = randomUUID();
      await db.exec("BEGIN");
      try {
        await db.exec(m.sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [id, m.checksum, m.name],
        );
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.name);
    }
    return applied;
  } finally {
    if (db.kind === "postgres") await db.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}

/** Drops everything in the public schema (db:reset and tests). */
export async function dropAll(db: SqlRunner): Promise<void> {
  await db.exec(`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`);
}
