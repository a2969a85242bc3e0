// @ts-check
// The app's HTTP server in production (npm start, the end-to-end tests, the benchmarks): Next's
// request handler behind the pipeline in pipeline.mjs, with compression after the nonce is in.
// Next alone cannot tell a client's address from one it claims (it keeps a client's
// X-Forwarded-For), nor give prerendered pages a per-request nonce; this server does both.
// Once listening it warms itself up (warm-up.mjs, docs/decisions/0026); GET /api/health says
// 'starting' (503) until then. Settings: PORT (3000), HOSTNAME (all interfaces), TRUSTED_PROXIES,
// APP_URL, WARM_UP_DEADLINE_MS (90000; 0 skips the warm-up), and Next's own.
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "node:http";
import compression from "compression";
import next from "next";
import { parseTrustedProxies } from "./client-address.mjs";
import { createPipeline } from "./pipeline.mjs";
import { singleLocation } from "./single-location.mjs";
import { startReadiness, warmThenReady } from "./warm-up.mjs";

// Not ready until warmed up; counted from the process's start.
const readiness = startReadiness(Math.round(performance.timeOrigin));

// Tells the app that the client-address and request-id headers were set by this server.
process.env.TABIGACHA_SERVER = "1";
// Database connections the warm-up opens stay open (lib/db/create-client.ts).
process.env.DB_POOL_MIN ??= "4";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const dev = process.env.NODE_ENV === "development";

let trust;
try {
  trust = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The public origin for redirects; the app itself refuses to run in production without APP_URL
// (its Configuration Error screen says so), so the fallback only serves local runs.
let publicOrigin = `http://localhost:${port}`;
try {
  if (process.env.APP_URL) publicOrigin = new URL(process.env.APP_URL).origin;
} catch {
  // an unreadable APP_URL is reported by the app's configuration check
}

const app = next({ dev, dir: process.cwd(), hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

// The app reads the request being served from here (lib/request-context.ts): same registered
// symbol, same storage, although the bundled app is another module graph.
const REQUEST_CONTEXT = Symbol.for("tabigacha.request-context");
/** @type {AsyncLocalStorage<{ requestId: string }>} */
const requests = (/** @type {any} */ (globalThis)[REQUEST_CONTEXT] ??= new AsyncLocalStorage());

const prepare = createPipeline({
  trust,
  publicOrigin,
  dev,
  mapTilesUrl: process.env.NEXT_PUBLIC_MAP_TILES_URL,
  signInIssuer: process.env.AUTH_GOOGLE_ISSUER,
});
const compress = compression();

const server = createServer((req, res) => {
  singleLocation(res);
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    const requestId = prepare(req, res);
    // Answered here already (a server action from another site).
    if (requestId === null) return;
    requests.run({ requestId }, () =>
      handle(req, res).catch((/** @type {unknown} */ error) => {
        console.error("[server] request failed", error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }),
    );
  });
});
// Behind a load balancer, idle connections must outlive its own keep-alive (commonly 60 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`Serving on http://${hostname ?? "localhost"}:${port} (warming up)`);
  const deadlineMs = Number(process.env.WARM_UP_DEADLINE_MS ?? 90_000);
  if (!(deadlineMs > 0)) {
    Object.assign(readiness, { status: "ready", readyAt: Date.now() });
    console.log("[warm-up] skipped (WARM_UP_DEADLINE_MS=0): ready");
    return;
  }
  // This server itself, on the address it listens on (loopback when it listens on all of them).
  const self = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname;
  void warmThenReady({ base: `http://${self}:${port}`, state: readiness, deadlineMs, log: { info: console.log, warn: console.warn } });
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
