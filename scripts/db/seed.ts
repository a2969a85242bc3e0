// npm run db:seed — brings the repository's catalogue into DATABASE_URL (or the embedded database):
// new records and fields arrive, what an administrator edited stays (docs/decisions/0020).
// `--force` runs the merge even when the catalogue is unchanged since the last seed.
import { createDbClient } from "../../lib/db/create-client";
import { conflictLines, seedCatalogue } from "../../prisma/seed";

async function main() {
  const { db, close } = await createDbClient({ poolSize: 2 });
  try {
    const s = await seedCatalogue(db, undefined, { force: process.argv.includes("--force") });
    if (s.unchanged) console.log("The catalogue is unchanged since the last seed: nothing to do (--force to check every row).");
    else console.log(`Seeded: ${s.created} rows created, ${s.updated} updated, ${s.deleted} left out (deleted in the back office); the catalogue holds ${s.destinations} destinations, ${s.accommodations} stays.`);
    for (const line of conflictLines(s)) console.log(line);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
