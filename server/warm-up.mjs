// @ts-check
// The server warms itself before it says it is ready (docs/decisions/0026). A fresh process has
// loaded none of the app's route bundles, opened no database connection, read no catalogue and
// built no reach table, so its first visitors waited 15–21 s. Here it asks itself, over its own
// HTTP port and through the whole pipeline, what those first visitors would: the health check
// (several at once, opening the database pool), a draw from each main departure (the draw's
// catalogue and the reach tables from those stations, in the bundle that serves the draw), and the
// main pages in each language (their bundles, data and page caches). GET /api/health answers 503
// 'starting' until this is done, or until its deadline has passed (then it logs a warning and
// says ready anyway: a warm-up never keeps an instance out of service for good).

const READINESS = Symbol.for("tabigacha.readiness");

/**
 * @typedef {{ status: "starting" | "ready", startedAt: number, readyAt: number | null, timedOut?: boolean }} Readiness
 * @typedef {{ name: string, method?: string, path: string, body?: unknown, headers?: Record<string, string>, expected?: number[] }} WarmRequest
 * @typedef {{ name: string, status: number | "failed" | "timeout" | "skipped", ms: number, ok: boolean }} WarmResult
 * @typedef {(phase: string, requests: WarmRequest[]) => void} OnPhase
 */

/** The readiness the app reads (lib/readiness.ts): 'starting' from now. */
export function startReadiness(now = Date.now()) {
  /** @type {Readiness} */
  const state = { status: "starting", startedAt: now, readyAt: null };
  /** @type {any} */ (globalThis)[READINESS] = state;
  return state;
}

/**
 * Where a draw most often leaves from: the preset cities' stations in data/departures.ts
 * (MAJOR_CITIES; server/warm-up.test.ts checks that each is one). Each one's reach table is built
 * by its first draw.
 */
export const MAIN_DEPARTURES = ["tokyo", "osaka", "nagoya", "hakata", "sapporo", "kyoto", "yokohama", "sendai", "hiroshima"];

const LANGS = ["ja", "en", "ko", "zh"];
const prefixed = (/** @type {string} */ lang, /** @type {string} */ path) => (lang === "ja" ? path : `/${lang}${path === "/" ? "" : path}`);

/** The warm-up's requests, in phases that run one after the other. */
export function warmUpPlan() {
  const same = { "sec-fetch-site": "same-origin", "content-type": "application/json" };
  // One visitor for every warm-up draw (a fresh one each start), so the draws leave one visitor row.
  const visitor = { cookie: `tg_visitor=${crypto.randomUUID()}` };
  /** @type {{ phase: string, requests: WarmRequest[] }[]} */
  const plan = [
    // Four at once: the pool opens four connections (it keeps DB_POOL_MIN of them open afterwards).
    // The answer is 503 'starting' by design; the database was asked all the same.
    { phase: "database pool", requests: Array.from({ length: 4 }, (_, i) => ({ name: `health ${i + 1}`, path: "/api/health", expected: [200, 503] })) },
    {
      phase: "draw catalogue and reach tables",
      requests: MAIN_DEPARTURES.map((stationId, i) => ({
        name: `draw from ${stationId}`,
        method: "POST",
        path: `/api/proposal?lang=${LANGS[i % LANGS.length]}`,
        headers: { ...same, ...visitor },
        body: { moods: [], guests: 2, hasCar: false, departure: { stationId } },
      })),
    },
    {
      phase: "pages",
      requests: [
        ...LANGS.flatMap((lang) => ["/", "/destinations", "/destinations/hakone"].map((path) => ({ name: `page ${prefixed(lang, path)}`, path: prefixed(lang, path) }))),
        ...["/magic-question", "/mood-selection", "/proposal?moods=ocean", "/travel-hub", "/help", "/destinations/region/kanto"].map((path) => ({ name: `page ${path}`, path })),
        { name: "sitemap", path: "/sitemaps/ja.xml" },
      ],
    },
  ];
  return plan;
}

/**
 * Runs the plan against `base` (this server), `concurrency` requests at a time, each phase after
 * the one before; gives up at `deadlineMs` from the start (requests still out are abandoned).
 * Never throws: a failed request is recorded and the warm-up goes on.
 * @param {{ base: string, plan?: { phase: string, requests: WarmRequest[] }[], deadlineMs: number, concurrency?: number, requestTimeoutMs?: number, fetchImpl?: typeof fetch, onPhase?: OnPhase }} options
 * @returns {Promise<{ ms: number, timedOut: boolean, results: WarmResult[] }>}
 */
export async function warmUp({ base, plan = warmUpPlan(), deadlineMs, concurrency = 2, requestTimeoutMs = 30_000, fetchImpl = fetch, onPhase }) {
  const started = Date.now();
  const deadline = AbortSignal.timeout(deadlineMs);
  /** @type {WarmResult[]} */
  const results = [];

  /** @param {WarmRequest} r */
  async function one(r) {
    const t0 = Date.now();
    if (deadline.aborted) return void results.push({ name: r.name, status: "skipped", ms: 0, ok: false });
    try {
      const signal = AbortSignal.any([deadline, AbortSignal.timeout(requestTimeoutMs)]);
      const res = await fetchImpl(new URL(r.path, base), { method: r.method ?? "GET", headers: r.headers, body: r.body === undefined ? undefined : JSON.stringify(r.body), redirect: "manual", signal });
      // The whole answer: a page's rendering and caching finish with its body.
      await res.arrayBuffer();
      results.push({ name: r.name, status: res.status, ms: Date.now() - t0, ok: r.expected ? r.expected.includes(res.status) : res.status < 500 });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      results.push({ name: r.name, status: timedOut ? "timeout" : "failed", ms: Date.now() - t0, ok: false });
    }
  }

  const work = (async () => {
    for (const { phase, requests } of plan) {
      if (deadline.aborted) break;
      onPhase?.(phase, requests);
      const queue = [...requests];
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, async () => {
        for (let r = queue.shift(); r; r = queue.shift()) await one(r);
      }));
    }
  })();
  const gaveUp = new Promise((resolve) => deadline.addEventListener("abort", resolve, { once: true }));
  await Promise.race([work, gaveUp]);
  return { ms: Date.now() - started, timedOut: deadline.aborted, results };
}

/**
 * Warms the server at `base`, then marks it ready (with a warning when the deadline cut it short
 * or a request failed). Resolves when ready.
 * @param {{ base: string, state: Readiness, deadlineMs: number, log: { info: (msg: string) => void, warn: (msg: string) => void }, plan?: { phase: string, requests: WarmRequest[] }[], fetchImpl?: typeof fetch }} options
 */
export async function warmThenReady({ base, state, deadlineMs, log, plan, fetchImpl }) {
  const outcome = await warmUp({ base, plan, deadlineMs, fetchImpl });
  const bad = outcome.results.filter((r) => !r.ok);
  state.readyAt = Date.now();
  state.timedOut = outcome.timedOut;
  state.status = "ready";
  const slowest = [...outcome.results].sort((a, b) => b.ms - a.ms)[0];
  const summary = `${outcome.results.length} requests in ${outcome.ms} ms${slowest ? ` (slowest: ${slowest.name}, ${slowest.ms} ms)` : ""}; ready ${state.readyAt - state.startedAt} ms after start`;
  if (outcome.timedOut) log.warn(`[warm-up] deadline of ${deadlineMs} ms passed: ready anyway, partly cold; ${summary}`);
  else if (bad.length) log.warn(`[warm-up] ${bad.length} requests did not answer well (${bad.map((r) => `${r.name}: ${r.status}`).join(", ")}); ${summary}`);
  else log.info(`[warm-up] done: ${summary}`);
  return outcome;
}
