import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { fake } from "@/tests/fakes/services/gsi-search";
import { startFake, type RunningFake } from "@/tests/support/fake-service";
import { gsiAddressSearch, searchAddress } from "./gsi-search";

// GSI's address search against its local fake: found, not found, and every failure answered as
// "nothing found" within the deadline.

let gsi: RunningFake;
beforeAll(async () => {
  gsi = await startFake(fake);
});
afterAll(() => gsi?.close());
beforeEach(() => {
  gsi.setScenario("ok");
  Object.assign(process.env, { GSI_SEARCH_BASE_URL: gsi.baseUrl, GEOCODER_TIMEOUT_MS: "600" });
  delete process.env.OFFLINE;
  resetEnvForTests();
});

describe("GSI address search", () => {
  it("places a typed address with its title and position", async () => {
    const places = await gsiAddressSearch("石川県金沢市広坂1-1-1");
    expect(places[0]).toEqual({ title: "石川県金沢市広坂一丁目", latitude: 36.5608, longitude: 136.6567 });
  });

  it("answers an empty list when GSI knows nothing", async () => {
    expect(await gsiAddressSearch("ほげほげ")).toEqual([]);
    gsi.setScenario("empty");
    expect(await searchAddress("金沢市広坂")).toEqual({ places: [], failed: false });
  });

  it.each([["error"], ["garbage"]])("answers nothing found when GSI sends %s", async (scenario) => {
    gsi.setScenario(scenario);
    expect(await searchAddress("金沢市広坂")).toEqual({ places: [], failed: true });
  });

  it("answers nothing found within the deadline when GSI hangs", async () => {
    gsi.setScenario("hang");
    const started = Date.now();
    expect(await searchAddress("金沢市広坂")).toEqual({ places: [], failed: true });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("is not asked at all offline", async () => {
    process.env.OFFLINE = "1";
    resetEnvForTests();
    const before = gsi.calls();
    expect((await searchAddress("金沢市広坂")).places).toEqual([]);
    expect(gsi.calls()).toBe(before);
  });
});
