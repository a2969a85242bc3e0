// Server code only (through lib/db); no `server-only` marker, see lib/db.ts.
import { getSql, withDbSession } from "./db";
import { withAdvisoryLock } from "./db/advisory-lock";
import { recordThrown } from "./error-log";
import { logger } from "./logger";

// Jobs the app runs itself (instrumentation.ts starts them): each at start and then every
// `everyMs`, never twice at once — in this process (a run still going makes the next one skip)
// nor across instances (an advisory lock) — and, however many instances tick, one scheduled run
// per interval: a tick claims the interval in `job_runs` first, and an instance whose tick finds
// it claimed (another instance ran the job, or a restart came soon after a run) lets it be
// (docs/decisions/0025). A failure is logged and recorded, and the next run
// comes as planned; nothing here can take the server down. The timers are unref'd, so they never
// keep a process (a test, a script) alive on their own.

export interface Job {
  name: string;
  /** Advisory lock key (LOCK_KEYS). */
  lockKey: number;
  everyMs: number;
  /** Returns a line for the log, e.g. how many rows it changed. */
  run(): Promise<string | void>;
}

export type JobOutcome = "ran" | "skipped" | "failed";

/**
 * Scheduled runs are at least this share of the interval apart across instances: room for timer
 * drift and for the instances' clocks differing by a few seconds, so that no interval is lost.
 */
const INTERVAL_SHARE = 0.9;
const NOT_DUE = Symbol("not due");

/** Claims this interval's scheduled run of `job` for this instance; false when it is taken. */
async function claimInterval(job: Job, now: Date): Promise<boolean> {
  const sql = await getSql();
  const rows = await sql.query(
    `INSERT INTO job_runs (name, started_at) VALUES ($1, $2::timestamptz)
     ON CONFLICT (name) DO UPDATE SET started_at = excluded.started_at, runs = job_runs.runs + 1
       WHERE job_runs.started_at <= $2::timestamptz - make_interval(secs => $3::float8)
     RETURNING runs`,
    [job.name, now.toISOString(), (job.everyMs * INTERVAL_SHARE) / 1000],
    "job_runs_claim",
  );
  return rows.length > 0;
}

const running = new Set<string>();
/** Kicked while running: run once more when the current run ends. */
const again = new Set<string>();

/**
 * One run of a job, unless it is already running here or in another instance; a `scheduled` run
 * (the scheduler's tick) also only when no instance ran the job this interval.
 */
export async function runJob(job: Job, options: { scheduled?: boolean } = {}): Promise<JobOutcome> {
  if (running.has(job.name)) return "skipped";
  running.add(job.name);
  try {
    const outcome = await withAdvisoryLock(withDbSession, job.lockKey, async () => {
      if (options.scheduled && !(await claimInterval(job, new Date()))) return NOT_DUE;
      return job.run();
    });
    if (!outcome.ran) return "skipped";
    if (outcome.value === NOT_DUE) {
      logger.debug(`job ${job.name}: not due (already run this interval, here or on another instance)`);
      return "skipped";
    }
    if (outcome.value) logger.info(`job ${job.name}: ${outcome.value}`);
    return "ran";
  } catch (error) {
    await recordThrown(error, { context: { job: job.name } });
    return "failed";
  } finally {
    running.delete(job.name);
    if (again.delete(job.name)) setImmediate(() => void runJob(job));
  }
}

interface Scheduler {
  jobs: Map<string, Job>;
  timers: ReturnType<typeof setInterval>[];
}

// On globalThis: development reloads modules, and register() must not start a second set of timers.
const g = globalThis as unknown as { __tabigachaScheduler?: Scheduler };

/** Starts the jobs: a first run right away, then one every `everyMs`. Idempotent. */
export function startScheduler(jobs: Job[]): { stop(): void } {
  if (!g.__tabigachaScheduler) {
    const scheduler: Scheduler = { jobs: new Map(), timers: [] };
    for (const job of jobs) {
      scheduler.jobs.set(job.name, job);
      const tick = () => void runJob(job, { scheduled: true });
      scheduler.timers.push(setTimeout(tick, 0).unref(), setInterval(tick, job.everyMs).unref());
    }
    g.__tabigachaScheduler = scheduler;
  }
  return { stop: stopScheduler };
}

export function stopScheduler(): void {
  for (const t of g.__tabigachaScheduler?.timers ?? []) clearTimeout(t);
  g.__tabigachaScheduler = undefined;
}

/**
 * Asks for an extra run of a scheduled job soon, without waiting for it (e.g. the outbox right
 * after a booking change). Does nothing where the scheduler is not running (scripts, most tests).
 */
export function kickJob(name: string): void {
  const job = g.__tabigachaScheduler?.jobs.get(name);
  if (!job) return;
  if (running.has(name)) again.add(name);
  else setImmediate(() => void runJob(job));
}
