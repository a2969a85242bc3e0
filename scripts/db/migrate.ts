// The project's migration tool (the Prisma CLI cannot migrate offline; docs/decisions/0001).
//   apply  – apply pending migrations to DATABASE_URL, or to the embedded PGlite database
//   create <name> – write a new migration with the SQL that takes the migrations to the schema
//   check  – exit 1 when prisma/schema.prisma and the migrations disagree
//   reset  – drop everything, then apply all migrations
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { applyMigrations, dropAll, MIGRATIONS_DIR } from "../../lib/db/migrations";
import { diffMigrationsToSchema } from "./schema-diff";
import { openConfiguredDatabase } from "./open";

const [command = "apply", name] = process.argv.slice(2);

async function main() {
  switch (command) {
    case "apply": {
      const db = await openConfiguredDatabase();
      try {
        const applied = await applyMigrations(db);
        console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
      } finally {
        await db.close();
      }
      return;
    }
    case "reset": {
      const db = await openConfiguredDatabase();
      try {
        await dropAll(db);
        const applied = await applyMigrations(db);
        console.log(`Reset; applied ${applied.length} migration(s).`);
      } finally {
        await db.close();
      }
      return;
    }
    case "create": {
      if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("Usage: db:migrate:create <snake_case_name>");
      const sql = await diffMigrationsToSchema();
      if (!sql.trim()) {
        console.log("Schema and migrations already agree; nothing to create.");
        return;
      }
      const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
      const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "migration.sql"), sql);
      writeFileSync(
        path.join(MIGRATIONS_DIR, "migration_lock.toml"),
        '# Written by scripts/db/migrate.ts\nprovider = "postgresql"\n',
      );
      console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
      return;
    }
    case "check": {
      const sql = await diffMigrationsToSchema();
      if (sql.trim()) {
        console.error("prisma/schema.prisma and prisma/migrations disagree. Missing SQL:\n" + sql);
        process.exit(1);
      }
      console.log("Schema and migrations agree.");
      return;
    }
    default:
      throw new Error(`Unknown command ${command}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
