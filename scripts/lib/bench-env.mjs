// What both benchmarks (bench.mjs, bench-web.mjs) run the app with: a database of their own on the
// PostgreSQL server, their own build directory, the served origin as APP_URL (pages built ahead
// carry it) and no outside services.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * @param {{ prefix: string, distDir: string, base: string, adminUrl: string, ownDatabase?: boolean }} options
 */
export function benchEnvironment({ prefix, distDir, base, adminUrl, ownDatabase = true }) {
  const dbName = `${prefix}_${randomBytes(4).toString("hex")}`;
  const dbUrl = ownDatabase ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : adminUrl;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: dbUrl,
    APP_URL: base,
    AUTH_SECRET: process.env.AUTH_SECRET || "bench-secret-0123456789abcdef0123456789",
    OFFLINE: "1",
    LOG_LEVEL: "error",
    // The benchmark draws from one address, thousands of times a second: its own server allows
    // that (PROPOSAL_RATE_LIMIT, docs/decisions/0029); a deployment keeps the default (120 a minute).
    PROPOSAL_RATE_LIMIT: process.env.BENCH_PROPOSAL_RATE_LIMIT || "100000000",
  };
  return { dbName, dbUrl, env };
}

/** Writes a benchmark's results to bench-results/{name}-{time}.json and says where. */
export function saveBenchResults(root, name, data) {
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const at = new Date().toISOString();
  const file = path.join(root, "bench-results", `${name}-${at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ at, ...data }, null, 2));
  console.log(`\nSaved ${path.relative(root, file)}`);
}

/** Stops the app server started in its own process group, and gives it a moment to go. */
export async function stopServer(server) {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 500));
}

/** A one-night weekend about `daysAhead` days ahead, in Japan time: the benchmarks' trip dates. */
export function weekendAhead(daysAhead = 30) {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const jst = new Date(d.getTime() + 9 * 3_600_000);
  const sat = new Date(jst.getTime() + ((6 - jst.getUTCDay() + 7) % 7) * 86_400_000);
  const iso = (x) => x.toISOString().slice(0, 10);
  return { checkIn: iso(sat), checkOut: iso(new Date(sat.getTime() + 86_400_000)) };
}

/** Runs a command in the benchmark's environment (plus `extraEnv`); throws when it fails. */
export function runIn(env, cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

/** One SQL statement on a database of its own connection; its rows. */
export async function queryDb(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
