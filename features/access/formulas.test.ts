import { describe, expect, it } from "vitest";
import { clampPopularity, discountedFare, drivingCost, estimatedFare, estimatedMinutes, haversineKm, popularityOf, routeTypeOf, transitFare, travelKm, walkingAllowed } from "./formulas";

describe("transit fare estimate: 140 + 20/km, range 0.8×–1.5×", () => {
  it.each([
    [0, 140, 110, 210],
    [10, 340, 270, 510],
    [50, 1140, 910, 1710],
    [100, 2140, 1710, 3210],
  ])("%d km → %d yen (%d–%d)", (km, fare, min, max) => {
    expect(transitFare(km)).toEqual({ fare, min, max });
  });
});

describe("driving: 15/km + 24/km toll over 50 km + up to 1,000 yen, range 80–120 %", () => {
  it.each([
    // 10 km: 150 fuel + 0 toll + 100 extra
    [10, 250, 200, 300],
    // 50 km: 750 + 0 + 500
    [50, 1250, 1000, 1500],
    // 100 km: 1500 + 1200 + 1000 (capped)
    [100, 3700, 2960, 4440],
    // 300 km: 4500 + 6000 + 1000
    [300, 11500, 9200, 13800],
  ])("%d km → %d yen (%d–%d)", (km, fare, min, max) => {
    expect(drivingCost(km)).toEqual({ fare, min, max });
  });
});

describe("estimated fare when none is known: km × 25 + 200", () => {
  it.each([
    [0, 200],
    [10, 450],
    [87.3, 2380],
    [400, 10200],
  ])("%d km → %d yen", (km, fare) => expect(estimatedFare(km)).toBe(fare));
});

describe("discounted fare", () => {
  it.each([
    [1000, false, 900],
    [1000, true, 800],
    [5490, false, 4940],
    [5490, true, 4390],
  ])("%d yen, budget route %s → %d", (regular, budget, fare) => expect(discountedFare(regular, budget)).toBe(fare));
});

describe("popularity: 3, +1 train, +1 under 3,000 yen, +1 under 120 min, clamped 1–5", () => {
  it.each([
    ["train", 2000, 90, 5],
    ["train", 2000, 150, 5],
    ["train", 5000, 150, 4],
    ["bus", 2000, 90, 5],
    ["bus", 3000, 120, 3],
    ["car", 5000, 200, 3],
    ["walking", 0, 60, 5],
  ] as const)("%s, %d yen, %d min → %d", (mode, costMin, durationMinutes, p) => {
    expect(popularityOf({ mode, costMin, durationMinutes })).toBe(p);
  });
  it.each([
    [0, 1],
    [-3, 1],
    [7, 5],
    [4.4, 4],
    [Number.NaN, 3],
  ])("clamps %d to %d", (v, p) => expect(clampPopularity(v)).toBe(p));
});

describe("walking only under 10 km", () => {
  it.each([
    [0.5, true],
    [9.99, true],
    [10, false],
    [42, false],
  ])("%d km → %s", (km, ok) => expect(walkingAllowed(km)).toBe(ok));
});

describe("durations from the straight-line distance", () => {
  it.each([
    // 1.3 × km on the network; train 60 km/h under 100 km else 150 km/h, + 20 min
    ["train", 50, 85],
    ["train", 400, 228],
    // car 60 km/h + 10 min
    ["car", 100, 140],
    // walking 80 m/min
    ["walking", 2, 33],
  ] as const)("%s, %d km → %d min", (mode, km, minutes) => expect(estimatedMinutes(mode, km)).toBe(minutes));
  it("travel distance is 1.3 × the straight line", () => expect(travelKm(100)).toBe(130));
});

describe("haversine distance with R = 6371 km", () => {
  it.each([
    // Tokyo Station → Shin-Osaka area and Sapporo; published straight-line distances ≈ 400 km and 830 km
    [{ latitude: 35.6812, longitude: 139.7671 }, { latitude: 34.7025, longitude: 135.4959 }, 403, 2],
    [{ latitude: 35.6812, longitude: 139.7671 }, { latitude: 43.0687, longitude: 141.3508 }, 831, 2],
    [{ latitude: 35, longitude: 135 }, { latitude: 35, longitude: 135 }, 0, 0.001],
    // one degree of latitude = 6371 × π / 180
    [{ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }, 111.19, 0.01],
  ])("%o → %o ≈ %d km", (a, b, km, tolerance) => expect(Math.abs(haversineKm(a, b) - km)).toBeLessThanOrEqual(tolerance));
});

describe("route type of a step", () => {
  it.each([
    ["JR東海道新幹線", "shinkansen"],
    ["Hokuriku Shinkansen", "shinkansen"],
    ["特急あずさ", "express"],
    ["小田急ロマンスカー", "express"],
    ["京急本線 快特", "local"],
    ["急行", "express"],
    ["Limited Express Kairakuen", "express"],
    ["JR横須賀線", "local"],
    ["箱根登山鉄道", "local"],
    [undefined, "local"],
  ] as const)("%s → %s", (line, type) => expect(routeTypeOf(line)).toBe(type));
});
