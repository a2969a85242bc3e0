// npm run bench:start — how fast a freshly started instance serves (docs/decisions/0026): the time
// from process start to ready (GET /api/health 200), then the first real draw (POST
// /api/proposal, a mood set and dates the warm-up did not ask for) and the first page loads
// (GET /ja/destinations, which moves to /destinations, and others) after ready. Goal: each first
// answer under 2 s. Runs twice on copies of the same build (a fresh process and a fresh page cache
// each, as a new machine would have): without the warm-up (WARM_UP_DEADLINE_MS=0, ready at once)
// and with it, so the two can be compared.
// Builds into .next-bench when sources changed, unless BENCH_START_DIST_DIR names a built
// directory (e.g. .next-e2e; pages built ahead carry its APP_URL, which does not matter here).
// BENCH_START_PORT (3190), BENCH_START_ORIGIN, BENCH_START_RUNS ("cold,warm").
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { benchEnvironment, queryDb, runIn, saveBenchResults, stopServer, weekendAhead } from "./lib/bench-env.mjs";
import { sourceFingerprint } from "./lib/fingerprint.mjs";

const root = process.cwd();
const port = process.env.BENCH_START_PORT || "3190";
// The origin the build was made for (its pages carry it): BENCH_START_ORIGIN, e.g. http://localhost:3100 for .next-e2e.
const base = process.env.BENCH_START_ORIGIN || `http://127.0.0.1:${port}`;
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const builtDir = process.env.BENCH_START_DIST_DIR || ".next-bench";
const runs = (process.env.BENCH_START_RUNS || "cold,warm").split(",").map((s) => s.trim());
const { dbName, dbUrl, env } = benchEnvironment({ prefix: "tg_bench_start", distDir: builtDir, base, adminUrl });



const run = (cmd, args, extraEnv) => runIn(env, cmd, args, extraEnv);
const admin = (sql) => queryDb(adminUrl, sql);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));


/** One request, timed to the end of its body; `follow` follows a redirect as a browser would. */
async function timed(pathname, init = {}, follow = true) {
  const t0 = performance.now();
  let res = await fetch(base + pathname, { ...init, redirect: "manual", signal: AbortSignal.timeout(60_000) });
  await res.arrayBuffer();
  let hops = pathname;
  if (follow && res.status >= 300 && res.status < 400 && res.headers.get("location")) {
    const next = new URL(res.headers.get("location"), base);
    hops += ` → ${next.pathname}`;
    res = await fetch(base + next.pathname + next.search, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
  }
  return { what: hops, status: res.status, ms: Math.round(performance.now() - t0) };
}

/** Starts a server on a copy of the build and measures; `warm` decides whether it warms up. */
async function measure(kind, staySlug) {
  const distDir = `${builtDir}-start-${kind}`;
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  // The build without its caches, as a new machine gets it.
  cpSync(path.join(root, builtDir), path.join(root, distDir), { recursive: true, filter: (src) => path.relative(path.join(root, builtDir), src) !== "cache" });
  const started = performance.now();
  const server = spawn(process.execPath, ["server/index.mjs"], {
    env: { ...env, NEXT_DIST_DIR: distDir, PORT: new URL(base).port || port, ...(new URL(base).hostname === "127.0.0.1" ? { HOSTNAME: "127.0.0.1" } : {}), LOG_LEVEL: "warn", ...(kind === "cold" ? { WARM_UP_DEADLINE_MS: "0" } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const log = [];
  server.stdout.on("data", (chunk) => log.push(String(chunk)));
  try {
    let listening = null;
    let ready = null;
    const until = Date.now() + 180_000;
    while (ready === null && Date.now() < until) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      try {
        const res = await fetch(`${base}/api/health/live`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok && listening === null) listening = Math.round(performance.now() - started);
        const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
        if (health.ok) ready = Math.round(performance.now() - started);
        else await sleep(100);
      } catch {
        await sleep(100);
      }
    }
    if (ready === null) throw new Error("not ready within 180 s");
    const draw = JSON.stringify({ moods: ["mountain", "zen"], ...weekendAhead(36), guests: 2, departure: { label: "東京駅", stationId: "tokyo" }, hasCar: false });
    const firsts = [
      await timed("/api/proposal?lang=ja", { method: "POST", body: draw, headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" } }),
      await timed("/ja/destinations"),
      await timed("/en/destinations"),
      await timed("/destinations/kurashiki"),
      ...(staySlug ? [await timed(`/en/accommodation/${staySlug}`)] : []),
      await timed("/"),
    ];
    const warmLine = log.join("").split("\n").find((l) => l.includes("[warm-up]")) ?? "";
    return { kind, listeningMs: listening, readyMs: ready, firsts, warmUp: warmLine.trim() };
  } finally {
    await stopServer(server);
    rmSync(path.join(root, distDir), { recursive: true, force: true });
  }
}

let status = 0;
try {
  await admin(`CREATE DATABASE "${dbName}"`);
  run("npx", ["--no-install", "tsx", "scripts/db/prepare.ts"]);
  if (!process.env.BENCH_START_DIST_DIR) {
    const stamp = path.join(root, builtDir, "source-fingerprint");
    const current = sourceFingerprint(root);
    if (!(existsSync(path.join(root, builtDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current)) {
      console.log("Building the app for the benchmark...");
      run("npm", ["run", "build"]);
      writeFileSync(stamp, current);
    }
  } else if (!existsSync(path.join(root, builtDir, "BUILD_ID"))) {
    throw new Error(`${builtDir} holds no build`);
  }
  if (await fetch(`${base}/`).then(() => true, () => false)) throw new Error(`port ${port} is already in use; set BENCH_START_PORT`);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  // A stay outside the warm-up's pages: its first visit is a real first.
  const staySlug = (await client.query("SELECT slug FROM accommodations WHERE status = 'active' AND slug NOT LIKE 'hakone-%' ORDER BY slug DESC LIMIT 1")).rows[0]?.slug;
  await client.end();

  const results = [];
  for (const kind of runs) {
    console.log(`\n${kind === "cold" ? "Without the warm-up" : "With the warm-up"}: starting a fresh server...`);
    const r = await measure(kind, staySlug);
    results.push(r);
    console.log(`  listening after ${r.listeningMs} ms, ready after ${r.readyMs} ms${r.warmUp ? `\n  ${r.warmUp}` : ""}`);
    for (const f of r.firsts) console.log(`  first ${f.what}: ${f.status} in ${f.ms} ms${f.ms >= 2000 ? "  (over 2 s)" : ""}`);
  }
  const warm = results.find((r) => r.kind === "warm");
  if (warm) {
    const slow = warm.firsts.filter((f) => f.ms >= 2000);
    console.log(`\nGoal: every first answer after ready under 2 s — ${slow.length ? `missed (${slow.map((f) => f.what).join(", ")})` : "met"}`);
    if (slow.length && process.env.BENCH_STRICT === "1") status = 1;
  }
  saveBenchResults(root, "bench-start", { results });
} catch (error) {
  console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ""}` : error);
  status = 1;
} finally {
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
process.exit(status);
