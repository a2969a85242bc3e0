// npm run bench — throughput and latency of the proposal endpoint next to a static asset of the
// same server (the ceiling on this machine). Builds the app (into .next-bench, when sources
// changed), serves it with the app's server (server/index.mjs) on a fresh PostgreSQL database
// (migrated and seeded), then drives each target for 20 s at 10 and at 50 connections with
// autocannon.
//
// Goals: proposal throughput ≥ 1/3 of the static asset's at 50 connections; proposal p95 < 50 ms
// at 10 connections; /api/health p99 < 50 ms while 20 bad-date booking requests (check-out in
// 9999) are in flight. For reference it also drives /api/health alone, a route handler with one
// trivial query: the cost of any App Router handler on this machine, whatever it does.
// The visitor rows (proposal_visitors) are counted before and after: each connection with a cookie
// is one visitor, and draws without a cookie (a run of its own) must add none (docs/decisions/0029).
// The server runs with PROPOSAL_RATE_LIMIT raised (scripts/lib/bench-env.mjs; BENCH_PROPOSAL_RATE_LIMIT
// sets it): every request comes from one address.
// BENCH_SECONDS, BENCH_PORT, BENCH_STRICT=1 (exit 1 when a goal is missed); BENCH_DESTINATIONS and
// BENCH_BOOKINGS grow the benchmark's own database synthetically first (scripts/bench-scale.mjs),
// e.g. BENCH_DESTINATIONS=1200 BENCH_BOOKINGS=1000000.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { benchEnvironment, queryDb, runIn, saveBenchResults, stopServer, weekendAhead } from "./lib/bench-env.mjs";
import { sourceFingerprint } from "./lib/fingerprint.mjs";
import { growCatalogue } from "./bench-scale.mjs";

const root = process.cwd();
const seconds = Number(process.env.BENCH_SECONDS || 20);
const port = process.env.BENCH_PORT || "3190";
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const distDir = ".next-bench";
const { dbName, dbUrl, env } = benchEnvironment({ prefix: "tg_bench", distDir, base, adminUrl });

const STATIC_PATH = "/images/destinations/hakone.svg";
const PROPOSAL_PATH = "/api/proposal?lang=ja";

/** A weekend about a month ahead, in Japan time: the availability check runs on every draw. */
const run = (cmd, args, extraEnv) => runIn(env, cmd, args, extraEnv);
const admin = (sql) => queryDb(adminUrl, sql);
const proposalBody = JSON.stringify({ moods: ["mountain", "zen"], ...weekendAhead(30), guests: 2, departure: { label: "東京駅", stationId: "tokyo" }, hasCar: false });



async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A booking request no lodging business would take: check-in next year, check-out in 9999. */
function badDateBooking(accommodationId) {
  const nextYear = new Date().getUTCFullYear() + 1;
  return JSON.stringify({ accommodationId, checkIn: `${nextYear}-01-22`, checkOut: "9999-12-31", guestName: "Bench", guestEmail: "bench@example.com", guestPhone: "090-1234-5678" });
}

/**
 * /api/health while bad-date booking requests keep `connections` in flight: one slow refusal
 * must not make other requests wait.
 */
async function healthUnderBadBookings(connections, duration) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query("SELECT id FROM accommodations WHERE status = 'active' LIMIT 1");
  await client.end();
  const body = badDateBooking(rows[0].id);
  const bad = [];
  const health = [];
  const run = (opts, times) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ ...opts, duration }, (error, result) => (error ? reject(error) : resolve(result)));
      instance.on("response", (_c, _s, _b, t) => times.push(t));
    });
  const [badResult, healthResult] = await Promise.all([
    run({ url: `${base}/api/bookings`, method: "POST", body, headers: { "content-type": "application/json", origin: base }, connections }, bad),
    run({ url: `${base}/api/health`, connections: 1 }, health),
  ]);
  bad.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  const row = (target, result, times, conns) => ({
    target,
    connections: conns,
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: target === "bad-date bookings" ? result.non2xx - result["4xx"] : result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1],
  });
  return [row("bad-date bookings", badResult, bad, connections), row("health meanwhile", healthResult, health, 1)];
}

/** Rows in proposal_visitors: one per visitor that came back with its cookie. */
async function visitorRows() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return Number((await client.query("SELECT count(*)::int AS n FROM proposal_visitors")).rows[0].n);
  } finally {
    await client.end();
  }
}

/** Visitors the runs with a cookie simulate (each connection is one); the rows may grow by at most this. */
let cookieVisitors = 0;

/** One autocannon run; latencies are kept to report p95, which autocannon itself does not. */
function cannon(target, connections, duration) {
  const times = [];
  const isProposal = target === "proposal" || target === "proposal, no cookie";
  const withCookie = target === "proposal";
  if (withCookie) cookieVisitors += connections;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base + (isProposal ? PROPOSAL_PATH : target === "health" ? "/api/health" : STATIC_PATH),
        method: isProposal ? "POST" : "GET",
        body: isProposal ? proposalBody : undefined,
        headers: isProposal ? { "content-type": "application/json", origin: base } : undefined,
        connections,
        duration,
        // Each connection is one visitor pressing 'next proposal' again and again.
        setupClient: withCookie
          ? (client) => client.setHeaders({ "content-type": "application/json", origin: base, cookie: `tg_visitor=${randomUUID()}` })
          : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          target,
          connections,
          rps: result.requests.average,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function table(rows) {
  const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "—");
  const lines = [["target", "conns", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors"]];
  for (const r of rows) lines.push([r.target, String(r.connections), fmt(r.rps, 0), fmt(r.p50), fmt(r.p95), fmt(r.p99), String(r.non2xx), String(r.errors)]);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")).join("\n");
}

let server;
let status = 1;
try {
  await admin(`CREATE DATABASE "${dbName}"`);
  run("npx", ["--no-install", "tsx", "scripts/db/prepare.ts"]);
  const scale = { destinations: Number(process.env.BENCH_DESTINATIONS || 0), bookings: Number(process.env.BENCH_BOOKINGS || 0) };
  let size = null;
  if (scale.destinations || scale.bookings) {
    console.log(`Growing the benchmark database to ${scale.destinations || "the seeded"} destinations and ${scale.bookings} bookings...`);
    const t0 = Date.now();
    size = await growCatalogue(dbUrl, scale);
    console.log(`  ${size.destinations} destinations, ${size.stays} stays, ${size.bookings} bookings (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }

  const stamp = path.join(root, distDir, "source-fingerprint");
  const current = sourceFingerprint(root);
  if (!(existsSync(path.join(root, distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current)) {
    console.log("Building the app for the benchmark...");
    run("npm", ["run", "build"]);
    writeFileSync(stamp, current);
  }

  // Another server on the port would be measured instead of this build: refuse to start.
  if (await fetch(`${base}/`).then(() => true, () => false)) throw new Error(`port ${port} is already in use; set BENCH_PORT`);
  server = spawn(process.execPath, ["server/index.mjs"], { env: { ...env, PORT: port, HOSTNAME: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const exited = new Promise((_, reject) => server.once("exit", (code) => reject(new Error(`the server exited (${code})`))));
  exited.catch(() => undefined);
  await Promise.race([waitFor(`${base}/api/health`, 120_000), exited]);

  const visitorsBefore = await visitorRows();
  // Warm up both paths (JIT, connection pool, the in-memory catalogue).
  await cannon("static", 10, 3);
  await cannon("proposal", 10, 3);

  const rows = [];
  // Callers that never send the visitor cookie (crawlers, scripts): served, and no row stored.
  console.log(`proposal without a cookie at 10 connections for ${Math.min(seconds, 5)} s...`);
  rows.push(await cannon("proposal, no cookie", 10, Math.min(seconds, 5)));
  for (const connections of [10, 50]) {
    for (const target of ["static", "proposal"]) {
      console.log(`${target} at ${connections} connections for ${seconds} s...`);
      rows.push(await cannon(target, connections, seconds));
    }
  }
  console.log(`health (reference) at 50 connections for ${seconds} s...`);
  rows.push(await cannon("health", 50, seconds));
  console.log(`health while 20 bad-date booking requests are in flight, ${seconds} s...`);
  rows.push(...(await healthUnderBadBookings(20, seconds)));

  const visitorsAfter = await visitorRows();
  console.log(`\n${table(rows)}\n`);
  console.log(`proposal_visitors: ${visitorsBefore} rows before, ${visitorsAfter} after (${cookieVisitors} visitors drew with a cookie; ${rows[0].total} draws without one)`);
  const at = (t, c) => rows.find((r) => r.target === t && r.connections === c);
  const ratio = at("proposal", 50).rps / at("static", 50).rps;
  const p95 = at("proposal", 10).p95;
  const goals = [
    { name: "proposal throughput ≥ 1/3 of the static asset's at 50 connections", ok: ratio >= 1 / 3, value: `${ratio.toFixed(2)}×` },
    { name: "proposal p95 < 50 ms at 10 connections", ok: p95 < 50, value: `${p95.toFixed(1)} ms` },
    { name: "no errors and only 2xx answers (4xx for the bad bookings)", ok: rows.every((r) => r.errors === 0 && r.non2xx === 0), value: "" },
    {
      name: "proposal_visitors grows by at most one row per visitor with a cookie (none for draws without one)",
      ok: visitorsAfter - visitorsBefore <= cookieVisitors,
      value: `+${visitorsAfter - visitorsBefore} ≤ ${cookieVisitors}`,
    },
    {
      name: "/api/health p99 < 50 ms while 20 bad-date booking requests are in flight",
      ok: at("health meanwhile", 1).p99 < 50,
      value: `${at("health meanwhile", 1).p99.toFixed(1)} ms (the slowest bad booking: ${at("bad-date bookings", 20).max.toFixed(0)} ms)`,
    },
  ];
  const reference = [
    { name: "reference: /api/health (one SELECT 1) vs static at 50 connections", value: `${(at("health", 50).rps / at("static", 50).rps).toFixed(2)}×` },
  ];
  for (const g of goals) console.log(`${g.ok ? "✔" : "✘"} ${g.name}${g.value ? `: ${g.value}` : ""}`);
  for (const r of reference) console.log(`· ${r.name}: ${r.value}`);

  saveBenchResults(root, "bench", { seconds, size, rows, ratio, goals, visitors: { before: visitorsBefore, after: visitorsAfter, withCookie: cookieVisitors } });
  status = goals.every((g) => g.ok) || process.env.BENCH_STRICT !== "1" ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopServer(server);
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
process.exit(status);
