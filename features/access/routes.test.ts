import { describe, expect, it } from "vitest";
import { alternativesOf, dedupe, isDuplicate, limitSteps, mergeQueries, recommendationsOf, topPerMode } from "./routes";
import { stationQueryFor } from "./stations";
import type { TransportOption } from "./types";

type R = Pick<TransportOption, "id" | "mode" | "durationMinutes" | "distanceKm" | "costMin" | "popularity" | "transfers" | "comfort" | "needsCar">;
const r = (id: string, over: Partial<R> = {}): R => ({ id, mode: "train", durationMinutes: 60, distanceKm: 50, costMin: 1000, popularity: 3, transfers: 1, comfort: "medium", needsCar: false, ...over });

describe("duplicates: same mode within 300 s and 1 km", () => {
  it.each([
    [r("a"), r("b", { durationMinutes: 64, distanceKm: 50.9 }), true],
    [r("a"), r("b", { durationMinutes: 65 }), false],
    [r("a"), r("b", { distanceKm: 51 }), false],
    [r("a"), r("b", { mode: "bus" }), false],
    [r("a", { distanceKm: null }), r("b", { durationMinutes: 62 }), true],
  ])("%o vs %o → %s", (a, b, dup) => expect(isDuplicate(a, b)).toBe(dup));

  it("keeps the first of each duplicate group", () => {
    expect(dedupe([r("a"), r("b", { durationMinutes: 61 }), r("c", { durationMinutes: 90 })]).map((x) => x.id)).toEqual(["a", "c"]);
  });
});

describe("limits: 3 per query, 5 in all", () => {
  it("takes 3 from each query and at most 5 distinct routes", () => {
    const q = (prefix: string, base: number) => Array.from({ length: 4 }, (_, i) => r(`${prefix}${i}`, { durationMinutes: base + i * 10 }));
    const merged = mergeQueries([q("a", 60), q("b", 200), q("c", 400)]);
    expect(merged.map((x) => x.id)).toEqual(["a0", "a1", "a2", "b0", "b1"]);
  });
  it("drops duplicates across queries before counting", () => {
    expect(mergeQueries([[r("a")], [r("b", { durationMinutes: 62 })], [r("c", { durationMinutes: 120 })]]).map((x) => x.id)).toEqual(["a", "c"]);
  });
  it.each([
    ["car", 12, 8],
    ["walking", 12, 6],
    ["train", 12, 12],
    ["car", 3, 3],
  ] as const)("%s steps: %d → %d", (mode, n, kept) => expect(limitSteps(mode, Array.from({ length: n }, (_, i) => i))).toHaveLength(kept));
});

describe("recommendations and alternatives", () => {
  const options = [
    r("cheap-slow", { costMin: 800, durationMinutes: 180, popularity: 4, transfers: 3, comfort: "low" }),
    r("fast-dear", { costMin: 6000, durationMinutes: 70, popularity: 4, transfers: 0, comfort: "high" }),
    r("middle", { costMin: 2500, durationMinutes: 110, popularity: 5, transfers: 1 }),
    r("car", { mode: "car", costMin: 500, durationMinutes: 60, popularity: 3, transfers: 0, comfort: "high", needsCar: true }),
  ];
  it("cheapest, fastest and recommended among routes usable without a car", () => {
    expect(recommendationsOf(options)).toEqual({ cheapest: "cheap-slow", fastest: "fast-dear", recommended: "middle" });
  });
  it("uses car routes when nothing else exists", () => {
    expect(recommendationsOf([options[3]])).toEqual({ cheapest: "car", fastest: "car", recommended: "car" });
  });
  it("budget, comfort and speed, up to 3 each", () => {
    expect(alternativesOf(options)).toEqual({ budget: ["car", "cheap-slow", "middle"], comfort: ["fast-dear", "car", "middle"], speed: ["car", "fast-dear", "middle"] });
  });
  it("the static fallback keeps the best 3 per mode", () => {
    const many = [...Array.from({ length: 5 }, (_, i) => r(`t${i}`, { popularity: i })), r("c1", { mode: "car" })];
    expect(topPerMode(many).map((x) => x.id)).toEqual(["t4", "t3", "t2", "c1"]);
  });
});

describe("destination name to station", () => {
  it.each([
    ["箱根", "箱根湯本駅"],
    ["那須高原", "那須塩原駅"],
    ["秩父・長瀞", "西武秩父駅"],
    ["南八ヶ岳", "小淵沢駅"],
    // partial match
    ["箱根町", "箱根湯本駅"],
    ["鎌倉の海", "鎌倉駅"],
    // otherwise: strip the administrative suffix, append ' 駅 日本'
    ["稚内市", "稚内 駅 日本"],
    ["富山県", "富山 駅 日本"],
    ["白川村", "白川 駅 日本"],
    ["留萌", "留萌 駅 日本"],
  ])("%s → %s", (name, query) => expect(stationQueryFor(name)).toBe(query));
});
