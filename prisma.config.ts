import { defineConfig } from "prisma/config";

// Only `prisma generate` uses this file. Migrations are created and applied by
// scripts/db/migrate.ts (the CLI's native engine cannot be downloaded here); see docs/decisions.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
