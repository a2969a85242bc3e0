// First-start bootstrap: apply pending migrations, and seed the catalogue when it is empty.
// Used by `npm start` and `npm run dev`; safe to run on every start.
import { applyMigrations } from "../../lib/db/migrations";
import { createDbClient } from "../../lib/db/create-client";
import { seedCatalogue } from "../../prisma/seed";
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
    const destinations = await db.destination.count();
    const seeded = destinations === 0 ? await seedCatalogue(db) : null;
    const admin = await seedAdminFromEnv(db);
    const where = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite (.data/)";
    console.log(
      `Database ready on ${where} in ${Date.now() - started} ms` +
        (applied.length ? `; applied ${applied.length} migration(s)` : "") +
        (seeded ? `; seeded ${seeded.destinations} destinations, ${seeded.accommodations} stays` : "") +
        (admin ? `; administrator ${admin}` : ""),
    );
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error("Database preparation failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
