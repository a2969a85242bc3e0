// `prisma generate` never runs the schema engine, but the CLI refuses to start without one and
// would try to download it (no network here). Point it at a no-op binary; see docs/decisions.
import { spawnSync } from "node:child_process";

const r = spawnSync("npx", ["--no-install", "prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/true", PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
});
process.exit(r.status ?? 1);
