// The departure search endpoint against real Postgres (rate limits, shared cache) and the local
// fake of GSI's address search: our list first, GSI for what it does not know, every GSI failure
// answered as nothing found within the deadline, and the limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { handleDepartureSearch } from "@/features/departures/server";
import { getDb } from "@/lib/db";
import { ANSWER_WITHIN_MS } from "@/lib/clients/wait-limits";
import { resetEnvForTests } from "@/lib/env";
import { fake } from "../fakes/services/gsi-search";
import { startFake, type RunningFake } from "../support/fake-service";

let gsi: RunningFake;
beforeAll(async () => {
  gsi = await startFake(fake);
});
afterAll(() => gsi?.close());
beforeEach(async () => {
  gsi.setScenario("ok");
  Object.assign(process.env, { GSI_SEARCH_BASE_URL: gsi.baseUrl, GEOCODER_TIMEOUT_MS: "800" });
  delete process.env.OFFLINE;
  resetEnvForTests();
  const db = await getDb();
  await db.cacheEntry.deleteMany({ where: { key: { startsWith: "departures:" } } });
  await db.rateLimitCounter.deleteMany({});
});

interface Answer {
  ok: boolean;
  suggestions: Record<"cities" | "transit" | "hotels" | "attractions" | "addresses", { id: string; label: string; latitude: number; longitude: number; stationId?: string; startName?: string }[]>;
}
const get = async (q: string, lang = "ja", address = "203.0.113.20") => {
  const res = await handleDepartureSearch(new Request(`http://localhost/api/departures?q=${encodeURIComponent(q)}&lang=${lang}`, { headers: { "x-tabigacha-client-address": address } }));
  return { res, body: (await res.json()) as Answer };
};

describe("GET /api/departures", () => {
  it("answers a town from our own list, in the asked language, without asking GSI", async () => {
    const before = gsi.calls();
    const { res, body } = await get("かなざわ", "en");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age=300");
    expect(body.suggestions.cities[0]).toMatchObject({ id: "muni-17201", label: "Kanazawa", startName: "Kanazawa Station", stationId: "kanazawa" });
    expect(body.suggestions.transit[0]).toMatchObject({ label: "Kanazawa Station" });
    expect(body.suggestions.addresses).toEqual([]);
    expect(gsi.calls()).toBe(before);
  });

  it("asks GSI for an address the list does not know, and keeps its answer in the shared cache", async () => {
    const { body } = await get("石川県金沢市広坂1-1-1");
    expect(body.suggestions.addresses[0]).toMatchObject({ label: "石川県金沢市広坂一丁目", latitude: 36.5608, longitude: 136.6567 });
    const calls = gsi.calls();
    const again = await get("石川県金沢市広坂1-1-1");
    expect(again.body.suggestions.addresses[0].label).toBe("石川県金沢市広坂一丁目");
    expect(gsi.calls()).toBe(calls);
  });

  it("answers nothing found when nothing is called so", async () => {
    const { res, body } = await get("ほげほげ村");
    expect(res.status).toBe(200);
    expect(Object.values(body.suggestions).flat()).toEqual([]);
  });

  it.each([["error"], ["garbage"], ["hang"]])("answers nothing found, in time, when GSI sends %s", async (scenario) => {
    gsi.setScenario(scenario);
    const started = performance.now();
    const { res, body } = await get("石川県金沢市広坂2-2");
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect(res.status).toBe(200);
    expect(body.suggestions.addresses).toEqual([]);
  });

  it("refuses an empty text with a 400", async () => {
    const { res } = await get("   ");
    expect(res.status).toBe(400);
  });

  it("asks GSI at most 30 times a minute per address, and answers nothing found beyond", async () => {
    for (let i = 0; i < 30; i++) await get(`ほげ${i}番地`, "ja", "203.0.113.60");
    const calls = gsi.calls();
    const { res, body } = await get("石川県金沢市広坂3-3", "ja", "203.0.113.60");
    expect(res.status).toBe(200);
    expect(body.suggestions.addresses).toEqual([]);
    expect(gsi.calls()).toBe(calls);
  });

  it("refuses the 121st search in a minute from one address", async () => {
    for (let i = 0; i < 120; i++) expect((await get("金沢", "ja", "203.0.113.61")).res.status).toBe(200);
    const refused = await get("金沢", "ja", "203.0.113.61");
    expect(refused.res.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
