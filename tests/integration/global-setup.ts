// Builds one migrated and seeded template database per test run; each test file then gets its
// own copy (setup-db.ts), so files never see each other's writes.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { createDbClient } from "../../lib/db/create-client";
import { applyMigrations } from "../../lib/db/migrations";
import { openPostgres } from "../../lib/db/sql-runner";
import { seedCatalogue } from "../../prisma/seed";
import { createDatabase, dropDatabasesLike, urlFor } from "./pg-admin";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    runPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const runPrefix = `tg_${randomBytes(3).toString("hex")}_`;
  const template = `${runPrefix}template`;
  await createDatabase(template);
  const runner = await openPostgres(urlFor(template));
  try {
    await applyMigrations(runner);
  } finally {
    await runner.close();
  }
  const { db, close } = await createDbClient({ databaseUrl: urlFor(template), poolSize: 2 });
  try {
    await seedCatalogue(db);
  } finally {
    await close();
  }
  project.provide("templateDatabase", template);
  project.provide("runPrefix", runPrefix);
  return async () => {
    await dropDatabasesLike(runPrefix);
  };
}
