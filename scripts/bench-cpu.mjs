// node scripts/bench-cpu.mjs — the CPU one draw costs, in the app's process and in PostgreSQL, for
// sizing a deployment (docs/decisions/0025). Unlike the throughput of `npm run bench`, CPU time
// per request barely depends on what else the machine is doing. Serves the benchmark's build
// (.next-bench; run `npm run bench` first) on a fresh database, draws for BENCH_SECONDS (20) at
// 10 connections, each a visitor pressing 'next', and reads the server's and its database
// sessions' CPU time (/proc, Linux) before and after. BENCH_PORT (3190).
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { benchEnvironment, queryDb as query, stopServer, weekendAhead } from "./lib/bench-env.mjs";

const seconds = Number(process.env.BENCH_SECONDS || 20);
const port = process.env.BENCH_PORT || "3190";
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const distDir = ".next-bench";
if (!existsSync(`${distDir}/BUILD_ID`)) throw new Error("no benchmark build: run `npm run bench` first");
const { dbName, dbUrl, env } = benchEnvironment({ prefix: "tg_benchcpu", distDir, base, adminUrl });

const ticks = 100; // USER_HZ on Linux
/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return 0;
  }
}


const body = JSON.stringify({ moods: ["mountain", "zen"], ...weekendAhead(30), guests: 2, departure: { label: "東京駅", stationId: "tokyo" }, hasCar: false });

function draws(duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/proposal?lang=ja`,
        method: "POST",
        body,
        connections: 10,
        duration,
        setupClient: (client) => client.setHeaders({ "content-type": "application/json", origin: base, cookie: `tg_visitor=${randomUUID()}` }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

let server;
try {
  await query(adminUrl, `CREATE DATABASE "${dbName}"`);
  if (spawnSync("npx", ["--no-install", "tsx", "scripts/db/prepare.ts"], { stdio: "inherit", env }).status !== 0) throw new Error("database preparation failed");
  server = spawn(process.execPath, ["server/index.mjs"], { env: { ...env, PORT: port, HOSTNAME: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 400) throw new Error("the server did not come up");
    await new Promise((r) => setTimeout(r, 300));
  }
  await draws(3); // warm: JIT, the pool, the catalogue
  const backends = async () => (await query(adminUrl, `SELECT pid FROM pg_stat_activity WHERE datname = '${dbName}'`)).map((r) => r.pid);
  const before = { server: cpuSeconds(server.pid), db: new Map((await backends()).map((p) => [p, cpuSeconds(p)])) };
  const result = await draws(seconds);
  const dbAfter = await backends();
  const serverCpu = cpuSeconds(server.pid) - before.server;
  const dbCpu = dbAfter.reduce((sum, p) => sum + cpuSeconds(p) - (before.db.get(p) ?? 0), 0);
  const n = result.requests.total;
  const size = await query(dbUrl, `SELECT pg_database_size(current_database()) AS bytes, (SELECT count(*) FROM proposal_visitors) AS visitors`);
  console.log(
    JSON.stringify(
      {
        draws: n,
        non2xx: result.non2xx,
        drawsPerSecond: Math.round(result.requests.average),
        p99ms: result.latency.p99,
        serverCpuMsPerDraw: +((serverCpu * 1000) / n).toFixed(3),
        databaseCpuMsPerDraw: +((dbCpu * 1000) / n).toFixed(3),
        databaseMB: Math.round(Number(size[0].bytes) / 1e6),
        visitorRows: Number(size[0].visitors),
      },
      null,
      2,
    ),
  );
} finally {
  await stopServer(server);
  await query(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
