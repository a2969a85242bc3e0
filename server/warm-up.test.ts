import { describe, expect, it } from "vitest";
import { MAJOR_CITIES } from "@/data/departures";
import { MAIN_DEPARTURES, warmUpPlan } from "./warm-up.mjs";

describe("the warm-up's draws", () => {
  it("leave from the preset cities' stations, the ones a draw most often leaves from", () => {
    const stations = MAJOR_CITIES.map((c) => c.stationId);
    for (const id of MAIN_DEPARTURES) expect(stations, id).toContain(id);
    expect(MAIN_DEPARTURES).toContain("tokyo");
  });

  it("are same-origin draws of one visitor, the body a draw endpoint accepts", () => {
    const draws = warmUpPlan().find((p) => p.phase.startsWith("draw"))!.requests;
    expect(draws.map((d) => (d.body as { departure: { stationId: string } }).departure.stationId)).toEqual(MAIN_DEPARTURES);
    expect(new Set(draws.map((d) => d.headers?.cookie)).size).toBe(1);
    for (const d of draws) expect(d).toMatchObject({ method: "POST", headers: { "sec-fetch-site": "same-origin" } });
  });
});
