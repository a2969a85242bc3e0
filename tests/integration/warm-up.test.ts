import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as live } from "@/app/api/health/live/route";
import { proposalEndpoint } from "@/features/proposal/draw-endpoint";
import { startReadiness, warmThenReady, warmUpPlan } from "@/server/warm-up.mjs";

// The server's warm-up (server/warm-up.mjs, docs/decisions/0026) against the app's real health
// route and draw endpoint on a real HTTP server and database: GET /api/health says 'starting'
// (503, ready: false) until the warm-up has run and ready (200) after; the liveness route answers
// 200 throughout; the warm-up's draws are ones the endpoint accepts; a warm-up that cannot finish
// is given up at its deadline, with a warning, and the server is ready anyway.

const READINESS = Symbol.for("tabigacha.readiness");

/** Node request → Web Request for the App Router handlers. */
async function webGet(req: IncomingMessage, res: ServerResponse, handler: (request: Request) => Promise<Response>) {
  const answer = await handler(new Request(`http://app.test${req.url}`, { headers: req.headers as Record<string, string> }));
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(await answer.text());
}

let server: Server;
let base: string;
/** Pages wait on this gate when it is set: the warm-up is then seen in progress. */
let pageGate: Promise<void> | null = null;
/** Called when a page request arrives. */
let pageArrived: (() => void) | null = null;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const path = (req.url ?? "").split("?")[0];
    if (path === "/api/health") return void webGet(req, res, health);
    if (path === "/api/health/live") return void webGet(req, res, live);
    if (path === "/api/proposal") return void proposalEndpoint(req, res);
    // A page: answered once the test opens the gate.
    pageArrived?.();
    void (pageGate ?? Promise.resolve()).then(() => res.end("<html></html>"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[READINESS];
  pageGate = null;
  pageArrived = null;
  seen.length = 0;
});

const quiet = () => {
  const lines: { level: "info" | "warn"; msg: string }[] = [];
  return { lines, log: { info: (msg: string) => lines.push({ level: "info", msg }), warn: (msg: string) => lines.push({ level: "warn", msg }) } };
};

describe("readiness", () => {
  it("is 'starting' (503, not ready) while the warm-up runs and ready (200) once it has; liveness is 200 throughout", async () => {
    let open!: () => void;
    pageGate = new Promise<void>((resolve) => (open = resolve));
    let reached!: () => void;
    const pageReached = new Promise<void>((resolve) => (reached = resolve));
    pageArrived = reached;
    const [pool, draws] = warmUpPlan();
    const plan = [pool, { ...draws, requests: draws.requests.slice(0, 1) }, { phase: "pages", requests: [{ name: "page /", path: "/" }] }];
    const state = startReadiness();
    const { lines, log } = quiet();
    const warming = warmThenReady({ base, state, deadlineMs: 120_000, log, plan });

    // The warm-up has reached the pages (the pool and the draw are done), which wait for the gate.
    await pageReached;
    const before = await fetch(`${base}/api/health`);
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ ok: false, status: "starting", ready: false });
    const liveBefore = await fetch(`${base}/api/health/live`);
    expect(liveBefore.status).toBe(200);
    expect(await liveBefore.json()).toMatchObject({ ok: true, live: true, status: "starting", ready: false });

    open();
    const outcome = await warming;
    const after = await fetch(`${base}/api/health`);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ ok: true, status: "ok", ready: true });
    expect(await (await fetch(`${base}/api/health/live`)).json()).toMatchObject({ ok: true, live: true, status: "ok", ready: true });
    expect(outcome.timedOut).toBe(false);
    expect(lines).toEqual([{ level: "info", msg: expect.stringMatching(/^\[warm-up\] done: 6 requests in \d+ ms/) }]);
  });

  it("opens the pool first, then draws from each main departure (each accepted), then asks for the pages", async () => {
    const outcome = await warmThenReady({ base, state: startReadiness(), deadlineMs: 120_000, log: quiet().log });
    expect(outcome.results.filter((r) => !r.ok)).toEqual([]);
    const draws = outcome.results.filter((r) => r.name.startsWith("draw from"));
    expect(draws.length).toBeGreaterThanOrEqual(5);
    expect(draws.map((r) => r.status)).toEqual(draws.map(() => 200));
    expect(seen.slice(0, 4)).toEqual(Array(4).fill("GET /api/health"));
    expect(seen[4]).toMatch(/^POST \/api\/proposal\?lang=/);
    expect(seen).toEqual(expect.arrayContaining(["GET /", "GET /en", "GET /zh/destinations", "GET /ko/destinations/hakone"]));
  });

  it("gives up at its deadline with a warning, and the server is ready anyway", async () => {
    pageGate = new Promise<void>(() => undefined); // pages never answer
    const state = startReadiness();
    const { lines, log } = quiet();
    const plan = [{ phase: "pages", requests: [{ name: "page /", path: "/" }] }];
    const outcome = await warmThenReady({ base, state, deadlineMs: 300, log, plan });
    expect(outcome.timedOut).toBe(true);
    expect(state.status).toBe("ready");
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(lines).toEqual([{ level: "warn", msg: expect.stringMatching(/deadline of 300 ms passed: ready anyway/) }]);
  });

  it("without the app's server (next dev, tests) there is no warm-up: ready", async () => {
    const res = await health(new Request("http://app.test/api/health"));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, ready: true });
  });

  it("plans the pool, a draw from each main departure in turn, then the pages in every language", () => {
    const plan = warmUpPlan();
    expect(plan.map((p) => p.phase)).toEqual(["database pool", "draw catalogue and reach tables", "pages"]);
    const pages = plan[2].requests.map((r) => r.path);
    expect(pages).toEqual(expect.arrayContaining(["/", "/en", "/ko", "/zh", "/destinations", "/en/destinations", "/ko/destinations", "/zh/destinations"]));
  });
});
