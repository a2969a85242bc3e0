// Reverse geocoding against fakes of GSI, Nominatim and Overpass: GSI inside Japan, Nominatim
// outside it or when GSI fails, coordinates only when both fail; nearby places and the nearest
// station; the shared cache; and the endpoint's validation and rate limit.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { handleReverseGeocode } from "@/features/geo/reverse-geocode-endpoint";
import { reverseGeocode } from "@/features/geo/service";
import { getDb } from "@/lib/db";
import { ANSWER_WITHIN_MS } from "@/lib/clients/wait-limits";
import { resetEnvForTests } from "@/lib/env";
import { fakes } from "../fakes/services/geocoders";
import { startFake, type RunningFake } from "../support/fake-service";

let gsi: RunningFake;
let nominatim: RunningFake;
let overpass: RunningFake;

beforeAll(async () => {
  const byName = (name: string) => fakes.find((f) => f.service === name)!;
  [gsi, nominatim, overpass] = await Promise.all([startFake(byName("gsi")), startFake(byName("nominatim")), startFake(byName("overpass"))]);
});
afterAll(async () => {
  await Promise.all([gsi?.close(), nominatim?.close(), overpass?.close()]);
});
beforeEach(async () => {
  for (const f of [gsi, nominatim, overpass]) f.setScenario("ok");
  Object.assign(process.env, { GSI_BASE_URL: gsi.baseUrl, NOMINATIM_BASE_URL: nominatim.baseUrl, OVERPASS_BASE_URL: overpass.baseUrl, NOMINATIM_USER_AGENT: "TabigachaTest/1.0 (test@tabigacha.example)", GEOCODER_TIMEOUT_MS: "800", OVERPASS_TIMEOUT_MS: "800" });
  delete process.env.OFFLINE;
  resetEnvForTests();
  const db = await getDb();
  await db.cacheEntry.deleteMany({});
  await db.rateLimitCounter.deleteMany({});
});

const UMEDA = { lat: 34.7025, lon: 135.4959 };

describe("reverse geocoding", () => {
  it("names a point in Japan through GSI and the code table, with nearby places and the nearest station", async () => {
    const before = nominatim.calls();
    const r = await reverseGeocode(UMEDA.lat, UMEDA.lon, 20);
    expect(r).toMatchObject({ source: "gsi", country: "日本", prefecture: "大阪府", city: "大阪市北区", placeName: "梅田三丁目", formattedAddress: "大阪府大阪市北区梅田三丁目", inJapan: true });
    expect(r.coordinates).toEqual({ latitude: UMEDA.lat, longitude: UMEDA.lon, accuracy: 20 });
    expect(r.nearestStation).toMatchObject({ name: "大阪駅", distanceM: 0 });
    expect(r.nearbyPlaces[0]).toMatchObject({ name: "グランフロント大阪", kind: "mall" });
    expect(nominatim.calls()).toBe(before);
    expect(r.nearbyPlaces[0].distanceM).toBeLessThanOrEqual(100);
  });

  it.each([["error"], ["hang"], ["garbage"]])("falls back to Nominatim (with our User-Agent) when GSI answers %s", async (scenario) => {
    gsi.setScenario(scenario);
    const r = await reverseGeocode(UMEDA.lat, UMEDA.lon);
    expect(r.source).toBe("nominatim");
    const last = (await (await fetch(`${nominatim.baseUrl}/__last`)).json()) as { userAgent: string; query: Record<string, string> };
    expect(last.userAgent).toBe("TabigachaTest/1.0 (test@tabigacha.example)");
    expect(last.query).toMatchObject({ format: "json", addressdetails: "1", "accept-language": "ja" });
  });

  it("gives coordinates only, with country Japan inside the box, when both fail", async () => {
    gsi.setScenario("error");
    nominatim.setScenario("hang");
    const r = await reverseGeocode(35.0, 135.0);
    expect(r).toMatchObject({ source: "coordinates", country: "日本", formattedAddress: "35.00000, 135.00000" });
    expect(r.prefecture).toBeUndefined();
  });

  it("asks Nominatim directly outside Japan's box, and sets no country when it fails too", async () => {
    const before = gsi.calls();
    const seoul = await reverseGeocode(37.5665, 126.978 - 10);
    expect(seoul.inJapan).toBe(false);
    expect(seoul.source).toBe("nominatim");
    expect(gsi.calls()).toBe(before);
    nominatim.setScenario("error");
    const sea = await reverseGeocode(10, 100);
    expect(sea).toMatchObject({ source: "coordinates", inJapan: false });
    expect(sea.country).toBeUndefined();
  });

  it("still names the place when Overpass hangs, cut off by its timeout", async () => {
    overpass.setScenario("hang");
    const started = Date.now();
    const r = await reverseGeocode(UMEDA.lat, UMEDA.lon);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(r).toMatchObject({ source: "gsi", nearbyPlaces: [], nearestStation: null });
  });

  it("answers within 5 s, coordinates only, when every geocoder accepts the connection and never answers (default timeouts)", async () => {
    for (const f of [gsi, nominatim, overpass]) f.setScenario("hang");
    delete process.env.GEOCODER_TIMEOUT_MS;
    delete process.env.OVERPASS_TIMEOUT_MS;
    resetEnvForTests();
    const started = performance.now();
    const res = await handleReverseGeocode(new Request(`http://localhost/api/geo/reverse?lat=${UMEDA.lat}&lon=${UMEDA.lon}`, { headers: { "x-tabigacha-client-address": "203.0.113.77" } }));
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect(res.status).toBe(200);
    const { place } = (await res.json()) as { place: { source: string; country: string; formattedAddress: string; nearbyPlaces: unknown[]; nearestStation: unknown } };
    expect(place).toMatchObject({ source: "coordinates", country: "日本", formattedAddress: "34.70250, 135.49590", nearbyPlaces: [], nearestStation: null });
    // GSI was given up in time for Nominatim to be asked too.
    expect(nominatim.calls()).toBeGreaterThan(0);
  });

  it("answers every overlapping request within 5 s, one point asked of the services once", async () => {
    for (const f of [gsi, nominatim, overpass]) f.setScenario("hang");
    delete process.env.GEOCODER_TIMEOUT_MS;
    delete process.env.OVERPASS_TIMEOUT_MS;
    resetEnvForTests();
    const before = gsi.calls() + nominatim.calls() + overpass.calls();
    const started = performance.now();
    const ask = (address: string) =>
      // A point no other test asks for, so no lookup left over from them answers it.
      handleReverseGeocode(new Request(`http://localhost/api/geo/reverse?lat=35.6812&lon=139.7671`, { headers: { "x-tabigacha-client-address": address } })).then(async (res) => ({ res, ms: performance.now() - started }));
    const early = [ask("203.0.113.81"), ask("203.0.113.82")];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answers = await Promise.all([...early, ask("203.0.113.83"), ask("203.0.113.84")]);
    for (const { res, ms } of answers) {
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { place: { source: string } }).place.source).toBe("coordinates");
    }
    // GSI, Nominatim and two Overpass queries at most, once for the four callers.
    expect(gsi.calls() + nominatim.calls() + overpass.calls() - before).toBeLessThanOrEqual(4);
  }, 30_000);

  it("is cached for 30 minutes in the shared cache", async () => {
    const first = await reverseGeocode(UMEDA.lat, UMEDA.lon);
    const calls = gsi.calls() + overpass.calls();
    const second = await reverseGeocode(UMEDA.lat, UMEDA.lon);
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(gsi.calls() + overpass.calls()).toBe(calls);
    const row = await (await getDb()).cacheEntry.findFirst({ where: { key: { startsWith: "geo:reverse:" } } });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });
});

describe("GET /api/geo/reverse", () => {
  const get = (query: string, address = "203.0.113.9") => handleReverseGeocode(new Request(`http://localhost/api/geo/reverse?${query}`, { headers: { "x-tabigacha-client-address": address } }));

  it("answers the place", async () => {
    const res = await get(`lat=${UMEDA.lat}&lon=${UMEDA.lon}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { place: { city: string } }).place.city).toBe("大阪市北区");
  });

  it.each([["lat=91&lon=135"], ["lat=abc&lon=135"], ["lon=135"], ["lat=35&lon=-181"]])("refuses %s with a clear 400", async (query) => {
    const before = gsi.calls();
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, code: "VALIDATION_ERROR", message: "緯度・経度の値が正しくありません" });
    expect(gsi.calls()).toBe(before);
  });

  it("refuses the 31st request in a minute from one address", async () => {
    for (let i = 0; i < 30; i++) expect((await get(`lat=${UMEDA.lat}&lon=${UMEDA.lon}`, "203.0.113.50")).status).toBe(200);
    const refused = await get(`lat=${UMEDA.lat}&lon=${UMEDA.lon}`, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get(`lat=${UMEDA.lat}&lon=${UMEDA.lon}`, "203.0.113.51")).status).toBe(200);
  });
});
