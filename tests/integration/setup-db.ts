// Runs before each integration test file: a private copy of the seeded template database.
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { adminUrl, createDatabase, dropDatabase, urlFor } from "./pg-admin";

// Keep talking to the server through the original URL once DATABASE_URL points at the copy.
process.env.TEST_DATABASE_URL ??= adminUrl();

const name = `${inject("runPrefix")}${randomBytes(4).toString("hex")}`;
await createDatabase(name, inject("templateDatabase"));
process.env.DATABASE_URL = urlFor(name);
process.env.TEST_DATABASE_NAME = name;

afterAll(async () => {
  const g = globalThis as unknown as { __tabigachaDb?: Promise<{ $disconnect(): Promise<void> }>; __tabigachaClient?: Promise<{ close(): Promise<void> }> };
  if (g.__tabigachaClient) await (await g.__tabigachaClient).close().catch(() => undefined);
  else if (g.__tabigachaDb) await (await g.__tabigachaDb).$disconnect().catch(() => undefined);
  await dropDatabase(name);
});
