// Two instances of one build on one database (docs/decisions/0025): instance A is the server the
// end-to-end run starts, instance B a second `server/index.mjs` started here from a copy of A's
// build directory (as on a second machine). What must agree across instances does: a back-office
// save on A shows on B within 2 s, a session made on A is valid on B, a rate limit counts the
// requests of both, and each scheduled job runs once per interval however many instances tick.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "./support/test";
import { ADMIN, db, uniqueAddress } from "./support/auth";

const root = path.resolve(import.meta.dirname, "../..");
const distA = process.env.NEXT_DIST_DIR || ".next";
const distB = `${distA}-scale-b`;
/** The scheduled jobs and their intervals (features/booking/jobs.ts, features/outbox, lib/error-log-retention.ts). */
const JOBS = { "expire-bookings": 5 * 60_000, outbox: 60_000, "error-log-retention": 60 * 60_000 } as const;
type JobName = keyof typeof JOBS;
/** How close two scheduled runs may be across instances (lib/scheduler.ts). */
const INTERVAL_SHARE = 0.9;

let b: { url: string; child: ChildProcess; output: string } | undefined;
let jobsBefore: Map<string, { startedAt: number; runs: number }>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function jobRuns(): Promise<Map<string, { startedAt: number; runs: number }>> {
  const { rows } = await db().query<{ name: string; started_at: Date; runs: number }>(`SELECT name, started_at, runs FROM job_runs`);
  return new Map(rows.map((r) => [r.name, { startedAt: r.started_at.getTime(), runs: r.runs }]));
}

/** Polls `check` every 200 ms; true once it holds, false when `ms` have passed. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A cold instance starts in well under a minute; the bound is for a busy 2-core machine.
  test.setTimeout(240_000);
  jobsBefore = await jobRuns();
  rmSync(path.join(root, distB), { recursive: true, force: true });
  // The build's output, without the build tool's own cache (its data cache, cache/fetch-cache, comes along).
  const toolCache = path.join(root, distA, "cache");
  cpSync(path.join(root, distA), path.join(root, distB), {
    recursive: true,
    filter: (source) => !source.startsWith(toolCache + path.sep) || source.startsWith(path.join(toolCache, "fetch-cache")),
  });
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distB, PORT: String(port), LOG_LEVEL: "debug" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  b = { url: `http://localhost:${port}`, child, output: "" };
  child.stdout?.on("data", (d) => (b!.output += d));
  child.stderr?.on("data", (d) => (b!.output += d));
  const up = await within(200_000, async () => {
    if (child.exitCode !== null) throw new Error(`instance B ended (${child.exitCode}):\n${b!.output}`);
    return fetch(`${b!.url}/api/health`).then((r) => r.ok, () => false);
  });
  expect(up, `instance B did not come up:\n${b.output}`).toBe(true);
});

test.afterAll(async () => {
  if (b && b.child.exitCode === null) {
    const ended = new Promise((r) => b!.child.once("exit", r));
    b.child.kill("SIGTERM");
    await Promise.race([ended, new Promise((r) => setTimeout(r, 4_000))]);
    if (b.child.exitCode === null) b.child.kill("SIGKILL");
  }
  rmSync(path.join(root, distB), { recursive: true, force: true });
});

test("each scheduled job runs once per interval across both instances", async () => {
  // B's first ticks happen as it starts: each either finds the interval taken (and says so) or
  // runs the job because the last run, on A, is at least the interval old.
  const ticked = (name: JobName) => new RegExp(`job ${name}: `).test(b!.output);
  const after = await (async () => {
    let rows = await jobRuns();
    await within(4_000, async () => {
      rows = await jobRuns();
      return (Object.keys(JOBS) as JobName[]).every((name) => ticked(name) || rows.get(name)?.runs !== jobsBefore.get(name)?.runs);
    });
    return rows;
  })();
  for (const [name, everyMs] of Object.entries(JOBS) as [JobName, number][]) {
    const before = jobsBefore.get(name);
    const now = after.get(name);
    // A ran every job when it started, before this file.
    expect(before, `${name} has a recorded run`).toBeDefined();
    expect(now!.runs).toBeGreaterThanOrEqual(before!.runs);
    if (now!.runs > before!.runs) {
      // Whoever ran it again, it was a new interval.
      expect(now!.startedAt - before!.startedAt, `${name} ran twice within its interval`).toBeGreaterThanOrEqual(everyMs * INTERVAL_SHARE);
    }
  }
  // The hourly job was run by A when the end-to-end run began: B leaves it.
  const retention = after.get("error-log-retention")!;
  if (Date.now() - jobsBefore.get("error-log-retention")!.startedAt < 50 * 60_000) {
    expect(b!.output).toMatch(/job error-log-retention: not due/);
    expect(retention.runs).toBe(jobsBefore.get("error-log-retention")!.runs);
  }
});

test("a session made on A is valid on B, and an administrator's save on A shows on B within 2 s", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
  await page.goto("/admin/login");
  await page.getByLabel("メールアドレス").fill(ADMIN.email);
  await page.getByLabel("パスワード", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/dashboard`);
  const dashboard = page.getByRole("heading", { level: 1 });
  const title = await dashboard.textContent();

  // The same browser on B (behind one proxy both share the cookie): still signed in.
  await page.goto(`${b!.url}/admin/dashboard`);
  await expect(page).toHaveURL(`${b!.url}/admin/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);

  const { rows } = await db().query<{ id: string; pitch: { ja: string } }>(`SELECT id, pitch FROM destinations WHERE slug = 'yufuin'`);
  const { id, pitch } = rows[0];
  const pages = ["/ja/destinations/yufuin", "/ja/destinations"];
  // B has both pages cached before the save.
  for (const p of pages) expect((await request.get(`${b!.url}${p}`)).status()).toBe(200);

  const savePitch = async (text: string) => {
    await page.goto(`/admin/destinations/${id}`);
    await page.locator("#pitch-ja").fill(text);
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByText("目的地を保存しました")).toBeVisible();
  };
  const changed = `由布岳のふもと、朝霧の金鱗湖に湯けむりが立つ温泉地（${Date.now().toString(36)}）`;
  try {
    await savePitch(changed);
    const saved = Date.now();
    for (const p of pages) {
      // Requests started within 2 s of the save: one of them must show the new pitch.
      const seen = await within(2_000 - (Date.now() - saved), async () => (await (await request.get(`${b!.url}${p}`)).text()).includes(changed));
      expect(seen, `${p} on B still shows the old pitch 2 s after the save on A`).toBe(true);
    }
  } finally {
    await savePitch(pitch.ja);
  }
});

test("a rate limit counts the requests of both instances", async ({ request, baseURL }) => {
  // Browser error reports: 30 a minute per address (app/api/errors/route.ts), half through each instance.
  const address = uniqueAddress();
  const report = (url: string) =>
    request.post(`${url}/api/errors`, {
      headers: { "x-forwarded-for": address, origin: baseURL!, "content-type": "application/json" },
      data: { message: "scale-out check: a report counted by both instances", severity: "info" },
    });
  for (let i = 0; i < 30; i++) expect((await report(i % 2 ? b!.url : baseURL!)).status()).toBe(201);
  expect((await report(b!.url)).status()).toBe(429);
  expect((await report(baseURL!)).status()).toBe(429);
});
