// Server code only (through lib/db); no `server-only` marker, see lib/db.ts.
import { withDbSession } from "./db";
import { withAdvisoryLock } from "./db/advisory-lock";
import { recordThrown } from "./error-log";
import { logger } from "./logger";

// Jobs the app runs itself (instrumentation.ts starts them): each at start and then every
// `everyMs`, never twice at once — in this process (a run still going makes the next one skip)
// nor across instances (an advisory lock). A failure is logged and recorded, and the next run
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

const running = new Set<string>();
/** Kicked while running: run once more when the current run ends. */
const again = new Set<string>();

/** One run of a job, unless it is already running here or in another instance. */
export async function runJob(job: Job): Promise<JobOutcome> {
  if (running.has(job.name)) return "skipped";
  running.add(job.name);
  try {
    const outcome = await withAdvisoryLock(withDbSession, job.lockKey, job.run);
    if (!outcome.ran) return "skipped";
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
      const tick = () => void runJob(job);
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
