import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { getDb } from "@/lib/db";
import { proposalEndpoint } from "@/features/proposal/draw-endpoint";
import { lastCheckInDay } from "@/features/trip";
import { addDays, japanToday } from "@/lib/japan-time";

// POST /api/proposal as Next serves it (pages/api/proposal.ts hands Node's request and response to
// this function), on a real HTTP server: the contract a browser sees.

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => void proposalEndpoint(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/proposal`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, init: { lang?: string; cookie?: string } = {}) =>
  fetch(`${base}?lang=${init.lang ?? "ja"}`, { method: "POST", body, headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(init.cookie ? { cookie: init.cookie } : {}) } });

describe("POST /api/proposal", () => {
  it("draws a destination, sets the visitor cookie once, and keeps the visitor's draws apart", async () => {
    const first = await post(JSON.stringify({ moods: ["ocean"] }));
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^tg_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const one = (await first.json()) as { ok: boolean; proposal: { id: string } };
    expect(one.ok).toBe(true);

    // As the screen does: the next press sends the seal the first answer gave.
    const again = await post(JSON.stringify({ moods: ["ocean"], seal: (one as unknown as { next: { seal: string } }).next.seal }), { cookie: cookie.split(";")[0] });
    expect(again.headers.get("set-cookie")).toBeNull();
    const two = (await again.json()) as { proposal: { id: string } };
    expect(two.proposal.id).not.toBe(one.proposal.id);
    const visitor = cookie.split(";")[0].split("=")[1];
    const row = await (await getDb()).proposalVisitor.findUnique({ where: { id: visitor } });
    expect(row?.shownDestinationIds).toEqual(expect.arrayContaining([one.proposal.id, two.proposal.id]));
  });

  it("answers bad input with a clear, translated 4xx", async () => {
    const cases: [string, number, string][] = [
      ["{not json", 400, "BAD_REQUEST"],
      [JSON.stringify({ moods: ["volcano"] }), 400, "VALIDATION_ERROR"],
      [JSON.stringify({ moods: ["ocean"], guests: 99 }), 400, "VALIDATION_ERROR"],
      [JSON.stringify({ moods: ["ocean"], note: "x".repeat(70_000) }), 413, "BAD_REQUEST"],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(body, { lang: "en" });
      expect(res.status, body.slice(0, 30)).toBe(status);
      const json = (await res.json()) as { ok: boolean; code: string; message: string };
      expect(json).toMatchObject({ ok: false, code });
      expect(json.message).toBe(en.errors.codes[code as "BAD_REQUEST"]);
    }
    const elsewhere = await fetch(`${base}?lang=en`, { method: "POST", body: JSON.stringify({ moods: ["ocean"] }), headers: { "content-type": "application/json", origin: "http://evil.example" } });
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as { code: string }).code).toBe("FORBIDDEN");
    expect(elsewhere.headers.get("set-cookie")).toBeNull();
    const wrongMethod = await fetch(`${base}?lang=ja`);
    expect(wrongMethod.status).toBe(405);
    expect(((await wrongMethod.json()) as { message: string }).message).toBe(ja.errors.codes.BAD_REQUEST);
  });

  it("draws only for stays a lodging business takes: check-in within a year, at most 14 nights", async () => {
    const today = japanToday();
    const refused: [Record<string, string>, string][] = [
      [{ checkIn: addDays(today, 30), checkOut: "9999-12-31" }, "checkOut"],
      [{ checkIn: addDays(today, 30), checkOut: addDays(today, 45) }, "checkOut"],
      [{ checkIn: addDays(lastCheckInDay(), 1) }, "checkIn"],
      [{ checkIn: "9999-12-30", checkOut: "9999-12-31" }, "checkIn"],
    ];
    for (const [dates, field] of refused) {
      const started = performance.now();
      const res = await post(JSON.stringify({ moods: ["ocean"], ...dates }), { lang: "en" });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status, JSON.stringify(dates)).toBe(400);
      const json = (await res.json()) as { code: string; message: string; fieldErrors: Record<string, string[]> };
      expect(json).toMatchObject({ code: "VALIDATION_ERROR", message: en.errors.codes.VALIDATION_ERROR });
      expect(Object.keys(json.fieldErrors)).toEqual([field]);
    }
    for (const dates of [{ checkIn: addDays(today, 30), checkOut: addDays(today, 44) }, { checkIn: lastCheckInDay(), checkOut: addDays(lastCheckInDay(), 2) }]) {
      expect((await post(JSON.stringify({ moods: ["ocean"], ...dates }))).status, JSON.stringify(dates)).toBe(200);
    }
  });

  it("keeps answering 405 to other methods", async () => {
    const wrongMethod = await fetch(`${base}?lang=ja`);
    expect(wrongMethod.status).toBe(405);
    expect(((await wrongMethod.json()) as { message: string }).message).toBe(ja.errors.codes.BAD_REQUEST);
  });
});
