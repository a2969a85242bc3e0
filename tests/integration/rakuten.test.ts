// The Rakuten Travel client against its fake (tests/fakes/services/rakuten.ts), and importing
// its hotels as draft stays.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { destinationsNeedingStays, importHotels, suggestForDestination, testRakuten } from "@/features/admin/rakuten/service";
import { rakutenHotelSchema } from "@/features/admin/rakuten/schemas";
import { getActor } from "@/features/auth/server";
import { RakutenError, searchRakutenHotels } from "@/lib/clients/rakuten";
import { getDb, type Db } from "@/lib/db";
import { ANSWER_WITHIN_MS } from "@/lib/clients/wait-limits";
import { resetEnvForTests } from "@/lib/env";
import { destinationId } from "@/data/catalogue/ids";
import { fake } from "../fakes/services/rakuten";
import { ADMIN } from "../support/actors";
import { startFake, type RunningFake } from "../support/fake-service";

let server: RunningFake;
let db: Db;

function configure(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  server = await startFake(fake);
  db = await getDb();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
  server.setScenario("ok");
  configure({ RAKUTEN_BASE_URL: server.baseUrl, RAKUTEN_APP_ID: "test-app-id", RAKUTEN_AFFILIATE_ID: "test-affiliate", RAKUTEN_TIMEOUT_MS: "400", OFFLINE: undefined });
});

async function failure(promise: Promise<unknown>): Promise<RakutenError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RakutenError);
  return error as RakutenError;
}

describe("Rakuten client", () => {
  it("returns typed hotels around a point, with the credentials masked in the reported address", async () => {
    const r = await searchRakutenHotels({ kind: "simple", latitude: 35.2329, longitude: 139.1069, radiusKm: 2, hits: 3 });
    expect(r.status).toBe(200);
    expect(r.hotels).toHaveLength(3);
    expect(r.hotels[0]).toMatchObject({ name: expect.stringContaining("温泉旅館"), minCharge: 18000, reviewAverage: 4.6, informationUrl: expect.stringMatching(/^https:\/\//) });
    expect(r.hotels[0].latitude).toBeCloseTo(35.2329, 3);
    expect(r.paging.recordCount).toBe(3);
    expect(r.requestUrl).toContain("applicationId=***");
    expect(r.requestUrl).toContain("affiliateId=***");
    expect(r.requestUrl).not.toContain("test-app-id");
    expect(r.requestUrl).toContain("datumType=1");
  });

  it("searches by keyword and treats Rakuten's 'not found' as no hotels", async () => {
    const r = await searchRakutenHotels({ kind: "keyword", keyword: "草津 旅館", hits: 2 });
    expect(r.hotels.map((h) => h.name)).toEqual(["草津 旅館温泉旅館 山水閣", "草津 旅館リゾートホテル"]);
    const none = await searchRakutenHotels({ kind: "keyword", keyword: "該当なし村" });
    expect(none.hotels).toEqual([]);
    expect(none.status).toBe(404);
  });

  it("reports a server error with its status and Rakuten's description", async () => {
    server.setScenario("error");
    const e = await failure(searchRakutenHotels({ kind: "keyword", keyword: "箱根" }));
    expect(e.kind).toBe("http");
    expect(e.details).toMatchObject({ status: 500, description: "api logic error", raw: { error: "system_error" } });
  });

  it("reports rate limiting and answers that are not JSON", async () => {
    server.setScenario("rate-limit");
    expect((await failure(searchRakutenHotels({ kind: "keyword", keyword: "箱根" }))).kind).toBe("rate_limited");
    server.setScenario("garbage");
    const garbage = await failure(searchRakutenHotels({ kind: "keyword", keyword: "箱根" }));
    expect(garbage.kind).toBe("invalid_response");
    expect(garbage.details.raw).toContain("maintenance");
  });

  it("gives up after its timeout when Rakuten does not answer", async () => {
    server.setScenario("hang");
    const started = Date.now();
    const e = await failure(searchRakutenHotels({ kind: "keyword", keyword: "箱根" }));
    expect(e.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("says so when it is not configured, without calling Rakuten", async () => {
    configure({ RAKUTEN_APP_ID: undefined });
    const calls = server.calls();
    expect((await failure(searchRakutenHotels({ kind: "keyword", keyword: "箱根" }))).kind).toBe("not_configured");
    configure({ RAKUTEN_APP_ID: "test-app-id", OFFLINE: "1" });
    expect((await failure(searchRakutenHotels({ kind: "keyword", keyword: "箱根" }))).kind).toBe("offline");
    expect(server.calls()).toBe(calls);
  });

  it("passes Rakuten's own refusal through as a bad request", async () => {
    configure({ RAKUTEN_BASE_URL: server.baseUrl });
    const e = await failure(searchRakutenHotels({ kind: "keyword", keyword: "x" }));
    expect(e).toMatchObject({ kind: "bad_request", details: { status: 400, description: "keyword must be at least 2 characters" } });
  });
});

describe("suggestions and import", () => {
  it("gives the tester the failure as data, for every kind of failure", async () => {
    server.setScenario("error");
    expect(await testRakuten({ kind: "keyword", keyword: "箱根" })).toMatchObject({ ok: false, kind: "http", status: 500 });
    configure({ RAKUTEN_APP_ID: undefined });
    expect(await testRakuten({ kind: "keyword", keyword: "箱根" })).toMatchObject({ ok: false, kind: "not_configured" });
  });

  it("the tester and the suggestions answer within 5 s when Rakuten hangs, even with a longer timeout configured", async () => {
    server.setScenario("hang");
    configure({ RAKUTEN_TIMEOUT_MS: undefined });
    let started = performance.now();
    expect(await testRakuten({ kind: "keyword", keyword: "箱根" })).toMatchObject({ ok: false, kind: "timeout" });
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    configure({ RAKUTEN_TIMEOUT_MS: "8000" });
    started = performance.now();
    expect(await suggestForDestination({ destinationId: destinationId("hakone"), mode: "nearby", radiusKm: 3, hits: 5 })).toMatchObject({ ok: false, kind: "timeout" });
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("imports a suggested hotel as a draft once, and marks it imported in later searches", async () => {
    const hakone = destinationId("hakone");
    const found = await suggestForDestination({ destinationId: hakone, mode: "nearby", radiusKm: 3, hits: 5 });
    if (!found.ok) throw new Error(found.kind);
    expect(found.candidates).toHaveLength(5);
    expect(found.candidates.every((c) => c.importedId === null)).toBe(true);
    expect(found.candidates[0].distanceKm).toBeLessThan(1);

    const hotel = rakutenHotelSchema.parse(found.candidates[3].hotel);
    const first = await importHotels([{ destinationId: hakone, hotel }]);
    expect(first.created).toHaveLength(1);
    const row = await db.accommodation.findUniqueOrThrow({ where: { id: first.created[0].id } });
    expect(row).toMatchObject({ slug: `rakuten-${hotel.hotelNo}`, status: "draft", isFeatured: false, type: "glamping", destinationId: hakone, pricePerNightMin: 26000, heroImageUrl: "/images/accommodations/glamping.svg" });

    const second = await importHotels([{ destinationId: hakone, hotel }]);
    expect(second).toEqual({ created: [], skipped: [{ hotelNo: hotel.hotelNo, id: row.id }] });
    expect(await db.accommodation.count({ where: { slug: `rakuten-${hotel.hotelNo}` } })).toBe(1);

    const again = await suggestForDestination({ destinationId: hakone, mode: "nearby", radiusKm: 3, hits: 5 });
    if (!again.ok) throw new Error(again.kind);
    expect(again.candidates[3].importedId).toBe(row.id);
  });

  it("lists destinations short of active stays, fewest first; drafts do not count", async () => {
    const list = await destinationsNeedingStays(4);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => d.activeStays < 4)).toBe(true);
    expect(list.map((d) => d.activeStays)).toEqual([...list.map((d) => d.activeStays)].sort((a, b) => a - b));
    const hakone = list.find((d) => d.id === destinationId("hakone"));
    if (hakone) expect(hakone.activeStays).toBe(await db.accommodation.count({ where: { destinationId: destinationId("hakone"), status: "active" } }));
  });
});
