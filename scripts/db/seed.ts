// npm run db:seed — seeds DATABASE_URL, or the embedded database when it is unset.
import { createDbClient } from "../../lib/db/create-client";
import { seedCatalogue } from "../../prisma/seed";

async function main() {
  const { db, close } = await createDbClient({ poolSize: 2 });
  try {
    const summary = await seedCatalogue(db);
    console.log("Seeded:", Object.entries(summary).map(([k, v]) => `${v} ${k}`).join(", "));
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
