import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ko from "@/messages/ko.json";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { runJob } from "@/lib/scheduler";
import { proposalEndpoint } from "@/features/proposal/draw-endpoint";
import { createDrawLimiter, leaseSize } from "@/features/proposal/draw-limit";
import { oddsEndpoint } from "@/features/proposal/odds-endpoint";
import { visitorRetentionJob } from "@/features/proposal/server";
import { uniqueAddress } from "./support/booking-fixtures";

// What bounds the draw (docs/decisions/0029): a per-address limit on POST /api/proposal and
// /api/proposal-odds, counted in the database; no visitor row for a caller that sent no cookie;
// idle visitors swept by the job runner.

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => void (req.url?.startsWith("/api/proposal-odds") ? oddsEndpoint(req, res) : proposalEndpoint(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env.PROPOSAL_RATE_LIMIT;
  delete process.env.PROPOSAL_VISITOR_IDLE_DAYS;
  resetEnvForTests();
});

const body = (extra: Record<string, unknown> = {}) => JSON.stringify({ moods: ["ocean"], ...extra });
const post = (path: string, address: string, init: { lang?: string; cookie?: string; body?: string } = {}) =>
  fetch(`${base}${path}?lang=${init.lang ?? "ja"}`, {
    method: "POST",
    body: init.body ?? body(),
    headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-tabigacha-client-address": address, ...(init.cookie ? { cookie: init.cookie } : {}) },
  });

const visitorRow = async (id: string) => (await getDb()).proposalVisitor.findUnique({ where: { id } });

describe("the per-address limit", () => {
  it("answers 429 with Retry-After and the proposal screen's translated message once an address passes it", async () => {
    process.env.PROPOSAL_RATE_LIMIT = "3";
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) expect((await post("/api/proposal", address, { lang: "en" })).status).toBe(200);
    const refused = await post("/api/proposal", address, { lang: "en" });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await refused.json()).toEqual({
      ok: false,
      code: "RATE_LIMIT",
      message: en.proposal.errors.tooFast.replace("{seconds}", String(seconds)),
      retryAfterSeconds: seconds,
    });
    // In the caller's language; another address is not held back.
    const korean = (await (await post("/api/proposal", address, { lang: "ko" })).json()) as { message: string };
    expect(korean.message).toMatch(new RegExp(`^${ko.proposal.errors.tooFast.split("{seconds}")[0]}\\d+`));
    expect((await post("/api/proposal", uniqueAddress())).status).toBe(200);
  });

  it("counts the odds sheet too, apart from the draws", async () => {
    process.env.PROPOSAL_RATE_LIMIT = "2";
    const address = uniqueAddress();
    expect((await post("/api/proposal", address)).status).toBe(200);
    expect((await post("/api/proposal", address)).status).toBe(200);
    expect((await post("/api/proposal-odds", address)).status).toBe(200);
    expect((await post("/api/proposal-odds", address)).status).toBe(200);
    const refused = await post("/api/proposal-odds", address, { lang: "en" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("RATE_LIMIT");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("is one limit across instances: two of them together let an address through at most the limit, and nearly all of it", async () => {
    const [a, b] = [createDrawLimiter(), createDrawLimiter()];
    const key = `proposal:draw:${uniqueAddress()}`;
    let allowed = 0;
    for (let i = 0; i < 200; i++) if ((await (i % 2 ? a : b)(key, 120)).allowed) allowed++;
    expect(allowed).toBeLessThanOrEqual(120);
    expect(allowed).toBeGreaterThanOrEqual(120 - 2 * (leaseSize(120) - 1));
    // Each instance took its presses a lease at a time, and asked no more once the window was spent.
    const counter = await (await getDb()).rateLimitCounter.findUnique({ where: { key } });
    expect(counter!.count).toBeLessThanOrEqual(120 + 2 * leaseSize(120));
    const refused = await a(key, 120);
    expect(refused.allowed).toBe(false);
    expect((await (await getDb()).rateLimitCounter.findUnique({ where: { key } }))!.count).toBe(counter!.count);
  });

  it("lets a person pressing 'next' every second for a minute through by default", async () => {
    const address = uniqueAddress();
    const statuses = [];
    for (let i = 0; i < 60; i++) statuses.push((await post("/api/proposal", address)).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});

describe("visitor rows", () => {
  it("a draw without the visitor cookie leaves no row; the next press with the cookie and seal remembers both picks", async () => {
    const address = uniqueAddress();
    const first = await post("/api/proposal", address);
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    const visitor = cookie.split("=")[1];
    const one = (await first.json()) as { proposal: { id: string }; next: { seal: string } };
    expect(await visitorRow(visitor)).toBeNull();

    const second = await post("/api/proposal", address, { cookie, body: body({ seal: one.next.seal }) });
    const two = (await second.json()) as { proposal: { id: string }; pool: { seen: number } };
    expect(two.proposal.id).not.toBe(one.proposal.id);
    expect(two.pool.seen).toBe(2);
    expect((await visitorRow(visitor))?.shownDestinationIds).toEqual([one.proposal.id, two.proposal.id]);
  });

  it("many cookie-less draws add no rows", async () => {
    const db = await getDb();
    const before = await db.proposalVisitor.count();
    const address = uniqueAddress();
    for (let i = 0; i < 20; i++) expect((await post("/api/proposal", address)).status).toBe(200);
    expect(await db.proposalVisitor.count()).toBe(before);
  });

  it("the odds sheet of a first visit counts the destination on screen as seen", async () => {
    const address = uniqueAddress();
    const first = (await (await post("/api/proposal", address)).json()) as { proposal: { id: string }; next: { seal: string } };
    const odds = (await (await post("/api/proposal-odds", address, { body: body({ seal: first.next.seal }) })).json()) as { entries: { id: string; seen: boolean; chance: number }[] };
    const shown = odds.entries.find((e) => e.id === first.proposal.id)!;
    expect(shown).toMatchObject({ seen: true, chance: 0 });
  });
});

describe("the sweep of idle visitors", () => {
  async function seed(daysAgo: number[]) {
    const db = await getDb();
    const ids = daysAgo.map(() => randomUUID());
    for (const [i, days] of daysAgo.entries()) {
      const at = new Date(Date.now() - days * 86_400_000);
      await db.proposalVisitor.create({ data: { id: ids[i], shownDestinationIds: [], createdAt: at, updatedAt: at } });
    }
    return ids;
  }
  const kept = async (ids: string[]) => (await (await getDb()).proposalVisitor.findMany({ where: { id: { in: ids } } })).map((r) => ids.indexOf(r.id)).sort();

  it("the job runner deletes visitors idle past 30 days, and past a configured period instead", async () => {
    const ids = await seed([90, 31, 29, 6, 0]);
    expect(await runJob(visitorRetentionJob)).toBe("ran");
    expect(await kept(ids)).toEqual([2, 3, 4]);

    process.env.PROPOSAL_VISITOR_IDLE_DAYS = "5";
    resetEnvForTests();
    expect(await runJob(visitorRetentionJob)).toBe("ran");
    expect(await kept(ids)).toEqual([4]);
  });
});
