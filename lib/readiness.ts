// Whether this server has warmed itself up (docs/decisions/0026). The app's own HTTP server
// (server/index.mjs, through server/warm-up.mjs) keeps the state on a registered symbol, as the
// bundled app is another module graph: 'starting' from its start until the warm-up has run (or
// its deadline passed), then 'ready'. Anything else serving the app (next dev, the tests) has
// no warm-up and counts as ready.

export type ReadinessStatus = "starting" | "ready";

export interface Readiness {
  status: ReadinessStatus;
  /** Epoch milliseconds. */
  startedAt: number;
  readyAt: number | null;
  /** The warm-up gave up at its deadline: ready anyway, with a warning in the log. */
  timedOut?: boolean;
}

const READINESS = Symbol.for("tabigacha.readiness");

export function readiness(): Readiness {
  const state = (globalThis as Record<symbol, unknown>)[READINESS] as Readiness | undefined;
  return state ?? { status: "ready", startedAt: 0, readyAt: 0 };
}
