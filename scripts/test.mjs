// npm test — the whole suite: types, lint, unit, integration (real PostgreSQL) and end-to-end
// (Playwright on the app's server). Every tier runs even if an earlier one fails; the exit code says
// whether all passed.
import { spawnSync } from "node:child_process";

const steps = [
  ["prisma client", "node", ["scripts/prisma-generate.mjs"]],
  ["route types", "npx", ["--no-install", "next", "typegen"]],
  ["typecheck", "npx", ["--no-install", "tsc", "--noEmit"]],
  // The service worker is typed against the worker's own library: its own project.
  ["service worker types", "npx", ["--no-install", "tsc", "--noEmit", "-p", "lib/pwa"]],
  ["lint", "npx", ["--no-install", "eslint", "--max-warnings", "0", "."]],
  // Layers point down, features meet through their entry files, nothing goes round in a circle.
  ["boundaries", "npm", ["run", "--silent", "lint:boundaries"]],
  ["unit", "npx", ["--no-install", "vitest", "run", "--project", "unit"]],
  ["integration", "npx", ["--no-install", "vitest", "run", "--project", "integration"]],
  ["e2e", "node", ["scripts/e2e.mjs"]],
];

const only = process.env.TEST_ONLY?.split(",");
const results = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  results.push({ name, ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  // Without a client or route types nothing else can run meaningfully.
  if (r.status !== 0 && (name === "prisma client" || name === "route types")) break;
}

console.log("\n━━━ summary ━━━");
for (const r of results) console.log(`${r.ok ? "✔" : "✘"} ${r.name.padEnd(14)} ${r.seconds}s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
