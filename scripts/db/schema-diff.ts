// Diffs the committed migrations against prisma/schema.prisma with Prisma's wasm schema engine.
// Both sides are materialised in throwaway in-memory PGlite databases, so no server is needed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { openPGliteDb } from "../../lib/db/sql-runner";
import { MIGRATIONS_DIR, readMigrations } from "../../lib/db/migrations";
import { openEngine } from "./engine";

const SCHEMA_PATH = path.join(process.cwd(), "prisma", "schema.prisma");
const noFilter = { externalTables: [], externalEnums: [] };

export async function diffMigrationsToSchema(schemaPath = SCHEMA_PATH, migrationsDir = MIGRATIONS_DIR): Promise<string> {
  const schema = readFileSync(schemaPath, "utf8");
  const opened: Array<{ close(): Promise<void> }> = [];
  const fresh = async () => {
    const db = await openPGliteDb();
    opened.push(db);
    return new PrismaPGlite(db).connect();
  };
  const factory = { provider: "postgres", adapterName: "@prisma/adapter-pglite", connect: fresh, connectToShadowDb: fresh };
  const engine = await openEngine(schema, factory);
  try {
    const migrationDirectories = readMigrations(migrationsDir).map((m) => ({
      path: m.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: m.sql } },
    }));
    const from = migrationDirectories.length
      ? {
          tag: "migrations" as const,
          baseDir: migrationsDir,
          lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
          shadowDbInitScript: "",
          migrationDirectories,
        }
      : { tag: "empty" as const };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    const sql = result.stdout ?? "";
    // An empty diff is rendered as a comment only.
    return sql.replace(/^-- This is an empty migration\.\s*$/m, "").trim() ? sql : "";
  } finally {
    engine.free();
    await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
  }
}
