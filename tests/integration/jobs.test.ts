// The jobs the app runs itself (instrumentation.ts → lib/scheduler.ts): a starting app cancels
// stale pending booking requests with nobody calling the job, on PostgreSQL and on PGlite, and
// again every hour; runs never overlap, in one process or across instances (advisory lock);
// a failure is recorded and never thrown; the timers never keep a process alive.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expireBookingsJob } from "@/features/booking/server";
import { EXPIRE_BOOKINGS_EVERY_MS } from "@/features/booking/jobs";
import { addDays, japanToday } from "@/lib/japan-time";
import { getDb } from "@/lib/db";
import { LOCK_KEYS, withAdvisoryLock } from "@/lib/db/advisory-lock";
import { createDbClient } from "@/lib/db/create-client";
import { runJob, startScheduler, stopScheduler, type Job } from "@/lib/scheduler";
import { createAccommodation, insertBooking } from "./support/booking-fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const today = japanToday();

afterEach(() => {
  stopScheduler();
  vi.useRealTimers();
});

/** Runs a script of tests/integration/support with tsx; resolves when the process ends by itself. */
function runScript(script: string, args: string[], env: Record<string, string | undefined>, timeoutMs = 45_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "tests/integration/support", script), ...args], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: env.LOG_LEVEL ?? "info", TSX_TSCONFIG_PATH: path.join(root, "tests/integration/support/tsconfig.child.json") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not end by itself within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// An embedded database is migrated and seeded with the whole catalogue on its first start: on a busy
// 2-core machine that can take minutes, so these deadlines are generous (they bound a hang, they do
// not measure speed).
const SLOW_START_MS = 180_000;
const startApp = (env: Record<string, string | undefined>) => runScript("app-start.ts", [], env, SLOW_START_MS);

const statusOf = async (id: string) => (await (await getDb()).bookingRequest.findUniqueOrThrow({ where: { id } })).status;

describe("the app expires stale pending bookings by itself", () => {
  it("at start, on PostgreSQL, with nobody calling the job; the process then ends on its own", async () => {
    const stay = (await createAccommodation()).id;
    const stale = await insertBooking(stay, addDays(today, -3), addDays(today, -1));
    const current = await insertBooking(stay, addDays(today, 5), addDays(today, 6));
    const run = await startApp({ DATABASE_URL: process.env.DATABASE_URL });
    expect(run.output).toContain("registered");
    expect(run.output).toMatch(/job expire-bookings: cancelled [1-9]\d* stale pending/);
    expect(run.code).toBe(0);
    expect(await statusOf(stale.id)).toBe("cancelled");
    expect(await statusOf(current.id)).toBe("pending");
  });

  it("at start, on the embedded PGlite database that lib/db picks without DATABASE_URL", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tg-jobs-pglite-"));
    const pglite = { DATABASE_URL: undefined, PGLITE_DATA_DIR: dir };
    try {
      const prepared = await runScript("pglite-bookings.ts", ["prepare"], pglite, SLOW_START_MS);
      const ids = JSON.parse(prepared.output.trim().split("\n").at(-1)!) as { stale: string; current: string };
      const run = await startApp({ ...pglite, STOP_AFTER_MS: "8000" });
      expect(run.output).toMatch(/job expire-bookings: cancelled 1 stale pending/);
      expect(run.code).toBe(0);
      const statuses = JSON.parse((await runScript("pglite-bookings.ts", ["status"], pglite, SLOW_START_MS)).output.trim().split("\n").at(-1)!) as Record<string, string>;
      expect(statuses).toEqual({ [ids.stale]: "cancelled", [ids.current]: "pending" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 3 * SLOW_START_MS + 30_000);

  it("again every five minutes while the app runs (a request lapses soon after the stay's check-in time)", async () => {
    // The clock moves with the timers: each tick claims its own interval (job_runs).
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    await (await getDb()).jobRun.deleteMany({});
    const stay = (await createAccommodation()).id;
    const before = await insertBooking(stay, addDays(today, -4), addDays(today, -2));
    startScheduler([expireBookingsJob]);
    // The run at start.
    await expect.poll(() => statusOf(before.id)).toBe("cancelled");
    const stale = await insertBooking(stay, addDays(today, -4), addDays(today, -2));
    vi.advanceTimersByTime(EXPIRE_BOOKINGS_EVERY_MS - 60_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusOf(stale.id)).toBe("pending");
    vi.advanceTimersByTime(60_000);
    await expect.poll(() => statusOf(stale.id)).toBe("cancelled");
  });
});

describe("one scheduled run per interval, however many instances", () => {
  it("a second instance starting within the interval leaves the run to the first", async () => {
    const db = await getDb();
    await db.jobRun.deleteMany({});
    // Instance A's tick (this process).
    expect(await runJob(expireBookingsJob, { scheduled: true })).toBe("ran");
    const stay = (await createAccommodation()).id;
    const stale = await insertBooking(stay, addDays(today, -3), addDays(today, -1));
    // Instance B starts (and stays up long enough for its first tick): the interval is taken.
    const run = await startApp({ DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: "debug", STOP_AFTER_MS: "4000" });
    expect(run.output, run.output).toMatch(/job expire-bookings: not due/);
    expect(run.output).not.toMatch(/job expire-bookings: cancelled/);
    expect(await statusOf(stale.id)).toBe("pending");
    expect((await db.jobRun.findUniqueOrThrow({ where: { name: expireBookingsJob.name } })).runs).toBe(1);
    // A run asked for outside the schedule (a kick, the command line) still runs.
    expect(await runJob(expireBookingsJob)).toBe("ran");
    expect(await statusOf(stale.id)).toBe("cancelled");
  });
});

function slowJob(calls: { n: number }, release: Promise<void>): Job {
  return { name: "slow-test-job", lockKey: 72_410_999, everyMs: 60_000, run: async () => void (calls.n++, await release) };
}

describe("at most one run at a time", () => {
  it("in one process: a run that starts while another is going is skipped", async () => {
    let release!: () => void;
    const calls = { n: 0 };
    const job = slowJob(calls, new Promise<void>((r) => (release = r)));
    const first = runJob(job);
    await expect.poll(() => calls.n).toBe(1);
    expect(await runJob(job)).toBe("skipped");
    release();
    expect(await first).toBe("ran");
    expect(calls.n).toBe(1);
  });

  it("across instances: the advisory lock lets one run through, and frees itself afterwards", async () => {
    // Two instances: two clients, each with its own connections.
    const a = await createDbClient({ poolSize: 2 });
    const b = await createDbClient({ poolSize: 2 });
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let entered!: () => void;
      const inside = new Promise<void>((r) => (entered = r));
      const first = withAdvisoryLock(a.session, LOCK_KEYS.expireBookings, async () => {
        entered();
        await held;
        return "a";
      });
      await inside;
      expect(await withAdvisoryLock(b.session, LOCK_KEYS.expireBookings, async () => "b")).toEqual({ ran: false });
      // The app's own scheduler in this process is refused too.
      expect(await runJob(expireBookingsJob)).toBe("skipped");
      release();
      expect(await first).toEqual({ ran: true, value: "a" });
      expect(await withAdvisoryLock(b.session, LOCK_KEYS.expireBookings, async () => "b")).toEqual({ ran: true, value: "b" });
      const left = await a.sql.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())");
      expect(left).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("the lock is released when the work throws", async () => {
    const a = await createDbClient({ poolSize: 1 });
    try {
      await expect(withAdvisoryLock(a.session, LOCK_KEYS.expireBookings, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
      expect(await withAdvisoryLock(a.session, LOCK_KEYS.expireBookings, async () => 1)).toEqual({ ran: true, value: 1 });
    } finally {
      await a.close();
    }
  });
});

describe("failures", () => {
  it("are recorded in the error log, never thrown, and the next run happens as planned", async () => {
    const db = await getDb();
    let n = 0;
    const flaky: Job = { name: "flaky-test-job", lockKey: 72_410_998, everyMs: 60_000, run: async () => {
      n++;
      if (n === 1) throw new Error("job exploded on purpose");
      return "fine";
    } };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await runJob(flaky)).toBe("failed");
    const row = await db.errorLog.findFirst({ where: { message: "job exploded on purpose" } });
    expect(row?.context).toMatchObject({ job: "flaky-test-job" });
    expect(await runJob(flaky)).toBe("ran");
  });
});
