// Start-up: apply pending migrations, then bring the repository's catalogue into the database (a new
// database is seeded; an existing one receives new records and fields, and keeps what the back office
// edited: docs/decisions/0020). Used by `npm start` and `npm run dev`; safe to run on every start.
import { applyMigrations } from "../../lib/db/migrations";
import { createDbClient } from "../../lib/db/create-client";
import { conflictLines, seedCatalogue } from "../../prisma/seed";
import { seedAdminFromEnv } from "../../prisma/seed/admin";
import { openConfiguredDatabase } from "./open";

async function main() {
  const started = Date.now();
  const runner = await openConfiguredDatabase();
  let applied: string[];
  try {
    applied = await applyMigrations(runner);
  } finally {
    await runner.close(); // PGlite allows one open instance per data directory
  }
  const { db, close } = await createDbClient({ poolSize: 2 });
  try {
    const seeded = await seedCatalogue(db);
    const admin = await seedAdminFromEnv(db);
    const where = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite (.data/)";
    console.log(
      `Database ready on ${where} in ${Date.now() - started} ms` +
        (applied.length ? `; applied ${applied.length} migration(s)` : "") +
        (seeded.unchanged ? "; catalogue unchanged" : `; catalogue: ${seeded.created} new, ${seeded.updated} updated rows`) +
        (admin ? `; administrator ${admin}` : ""),
    );
    for (const line of conflictLines(seeded)) console.log(line);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error("Database preparation failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
