import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, MigrationChecksumError, readMigrations } from "@/lib/db/migrations";
import { openPGliteDb, openPostgres, pgliteRunner } from "@/lib/db/sql-runner";
import { diffMigrationsToSchema } from "@/scripts/db/schema-diff";
import { createDatabase, dropDatabase, urlFor } from "./pg-admin";

const EXPECTED_TABLES = [
  "accommodations",
  "accounts",
  "adventure_hints",
  "booking_requests",
  "cache_entries",
  "destinations",
  "email_outbox",
  "error_logs",
  "local_spots",
  "rate_limit_counters",
  "sessions",
  "static_routes",
  "stations",
  "stored_images",
  "users",
  "verification_tokens",
];

const emptyDb = `${process.env.TEST_DATABASE_NAME}_empty`;
afterAll(() => dropDatabase(emptyDb));

describe("migrations", () => {
  const all = readMigrations().map((m) => m.name);

  it("apply to an empty PostgreSQL database, once", async () => {
    await createDatabase(emptyDb);
    const db = await openPostgres(urlFor(emptyDb));
    try {
      expect(await applyMigrations(db)).toEqual(all);
      expect(await applyMigrations(db)).toEqual([]);
      const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
      expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining([...EXPECTED_TABLES, "_prisma_migrations"]));
      const history = await db.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`);
      expect(history.map((h) => h.migration_name)).toEqual(all);
    } finally {
      await db.close();
    }
  });

  it("apply to an embedded PGlite database", async () => {
    const db = pgliteRunner(await openPGliteDb());
    try {
      expect(await applyMigrations(db)).toEqual(all);
      const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
      expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      const constraint = await db.query("SELECT conname FROM pg_constraint WHERE conname = 'booking_requests_no_overlapping_confirmed'");
      expect(constraint).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it("refuse a migration edited after it was applied", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tg-migrations-"));
    cpSync(path.join(process.cwd(), "prisma", "migrations"), dir, { recursive: true });
    const db = pgliteRunner(await openPGliteDb());
    try {
      await applyMigrations(db, dir);
      const file = path.join(dir, all[0], "migration.sql");
      writeFileSync(file, readFileSync(file, "utf8") + "\n-- edited\n");
      await expect(applyMigrations(db, dir)).rejects.toBeInstanceOf(MigrationChecksumError);
    } finally {
      await db.close();
    }
  });
});

describe("schema check", () => {
  it("finds schema.prisma and the migrations in agreement", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  });

  it("fails when the schema has a change no migration carries", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tg-schema-"));
    const schemaPath = path.join(dir, "schema.prisma");
    const schema = readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    writeFileSync(schemaPath, schema.replace("  slug                       String        @unique\n", "  slug                       String        @unique\n  nickname String?\n"));
    const sql = await diffMigrationsToSchema(schemaPath);
    expect(sql).toContain('ADD COLUMN     "nickname" TEXT');
  });
});
