// One time budget per request, counted from the request's start rather than per outside source:
// whatever the services do and however many requests overlap, the caller is answered (from a
// fallback if need be) when the budget is spent. A single timer decides, so an answer never
// depends on which of two clocks fires first.

export class BudgetSpent extends Error {
  constructor(ms: number) {
    super(`no answer within the request's ${ms} ms budget`);
    this.name = "BudgetSpent";
  }
}

export interface Budget {
  /** Epoch ms at which the budget is spent. */
  readonly deadline: number;
  /** Milliseconds left, never below zero. */
  left(): number;
  /** Resolves once, when the budget is spent. */
  readonly spent: Promise<void>;
  /** Aborts when the budget is spent, for calls that take a signal. */
  readonly signal: AbortSignal;
}

export function startBudget(ms: number, startedAt = Date.now()): Budget {
  const deadline = startedAt + ms;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new BudgetSpent(ms)), Math.max(0, deadline - Date.now()));
  // A spent budget must not keep a process (a job, a test) alive on its own.
  timer.unref?.();
  const spent = new Promise<void>((resolve) => controller.signal.addEventListener("abort", () => resolve(), { once: true }));
  return { deadline, left: () => Math.max(0, deadline - Date.now()), spent, signal: controller.signal };
}

const SPENT = Symbol("spent");

/** The work's value, or the fallback's once the budget is spent first; the work itself goes on. */
export async function withinBudget<T>(budget: Budget, work: Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  // A rejection after we stopped listening is nobody's business any more.
  work.catch(() => undefined);
  const first = await Promise.race([work, budget.spent.then(() => SPENT)]);
  return first === SPENT ? fallback() : (first as T);
}

/**
 * One in-flight call per key: callers that overlap share the first one's promise instead of
 * asking the outside service again (each still bounds its own wait with its own budget).
 */
export function singleFlight<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, start) => {
    const current = running.get(key);
    if (current) return current;
    const call = start().finally(() => {
      if (running.get(key) === call) running.delete(key);
    });
    running.set(key, call);
    return call;
  };
}
