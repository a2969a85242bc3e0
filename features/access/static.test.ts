import { describe, expect, it } from "vitest";
import { extractFirstJson } from "@/lib/clients/ai-json";
import { municipalityOf } from "@/data/municipalities";
import { finalize } from "./build";
import { aiRoutesSchema } from "./schemas";
import { staticDrafts, type DestinationData, type Place } from "./static";
import { accessTexts } from "./texts";

const texts = accessTexts((key, values) => `${key}${values ? JSON.stringify(values) : ""}`, () => ({ p1: "x" }), "en");
const hakone: DestinationData = {
  id: "d",
  slug: "hakone",
  name: "Hakone",
  nameJa: "箱根",
  latitude: 35.2329,
  longitude: 139.1048,
  station: { name: "Hakone-Yumoto Station", nameJa: "箱根湯本駅", latitude: 35.2325, longitude: 139.1069, stationId: "hakone-yumoto" },
  accessNotes: "",
  routes: [
    { id: "tokyo-r", mode: "train", originStationId: "tokyo", title: "Romancecar", routeSummary: "東京 → 箱根湯本", durationMinutes: 110, fareMin: 2080, fareMax: 2290, transfers: 1, companies: [], notes: "", steps: [], schedule: null, popularity: 5, estimate: false },
  ],
};
const place = (nameJa: string, latitude: number, longitude: number, stationId?: string): Place => ({ name: nameJa, nameJa, latitude, longitude, stationId });

describe("our own data for a departure", () => {
  it("Tokyo Station: the hand-checked routes, not an estimate", () => {
    const r = staticDrafts(place("東京駅", 35.6812, 139.7671, "tokyo"), hakone, false, texts);
    expect(r).toMatchObject({ tokyoRoutes: true, estimate: false });
    expect(r.drafts.map((d) => d.id)).toEqual(["tokyo-r"]);
    expect(r.drafts[0].estimate).toBe(false);
  });

  it("Tokyo Station, a route whose figures are worked out: the option is marked as an estimate", () => {
    const worked = { ...hakone, routes: hakone.routes.map((x) => ({ ...x, estimate: true })) };
    const r = staticDrafts(place("東京駅", 35.6812, 139.7671, "tokyo"), worked, false, texts);
    expect(r.drafts[0].estimate).toBe(true);
  });

  it("Shinjuku: routes from its own door (the model), never Tokyo's as a guide", () => {
    const r = staticDrafts(place("新宿駅", 35.6896, 139.7006, "shinjuku"), hakone, false, texts);
    expect(r).toMatchObject({ tokyoRoutes: false, estimate: true });
    expect(r.drafts.map((d) => d.id)).not.toContain("tokyo-r");
  });

  it("a name nothing could place: the generic estimate, not Tokyo's routes", () => {
    const r = staticDrafts(null, hakone, false, texts);
    expect(r.tokyoRoutes).toBe(false);
    expect(r.drafts.map((d) => d.id)).toEqual([`generic-${hakone.id}`]);
  });

  it("Osaka: train and car from the reachability model, marked as estimates; no walking", () => {
    const r = staticDrafts(place("大阪駅", 34.7025, 135.4959, "osaka"), hakone, false, texts);
    expect(r).toMatchObject({ tokyoRoutes: false, estimate: true });
    expect(r.drafts.map((d) => d.mode)).toEqual(["train", "car"]);
    const [train, car] = finalize(r.drafts);
    // By the Tokaido Shinkansen to Odawara, then the Hakone Tozan line: about 2 h 40 door to door
    // (Hikari Shin-Osaka–Odawara about 2 h 10), JR fare and express charge about ¥12,000.
    expect(train.route).toContain("Odawara");
    expect(train.steps.map((s) => s.line)).toContain("Tokaido Shinkansen Hikari");
    expect(train.durationMinutes).toBeGreaterThanOrEqual(140);
    expect(train.durationMinutes).toBeLessThanOrEqual(200);
    expect(train.costMin).toBeGreaterThanOrEqual(10_000);
    expect(train.costMin).toBeLessThanOrEqual(14_000);
    expect(train.estimate).toBe(true);
    // By car about 5 hours (Meishin and Tomei expressways), not the 7 h 24 of the old formula.
    expect(car.durationMinutes).toBeGreaterThanOrEqual(270);
    expect(car.durationMinutes).toBeLessThanOrEqual(360);
    expect(car.needsCar).toBe(true);
  });

  it("a departure 3 km away: walking is offered too", () => {
    const r = staticDrafts(place("近く", 35.26, 139.11), hakone, true, texts);
    expect(r.drafts.map((d) => d.mode)).toEqual(["train", "car", "walking"]);
    expect(finalize(r.drafts).find((d) => d.mode === "walking")?.costMax).toBe(0);
  });

  it("nothing known: the generic 1,500–4,000 yen, 2–4 hours", () => {
    const r = staticDrafts(null, { ...hakone, routes: [] }, false, texts);
    expect(r.drafts).toHaveLength(1);
    expect(r.drafts[0]).toMatchObject({ costMin: 1500, costMax: 4000, durationMinutes: 120 });
  });
});

describe("the AI's route JSON, with prose around it", () => {
  it.each([
    ['ルートを整形しました。\n{"routes":[{"id":"a","tips":["早めに"]}]}\nよい旅を！'],
    ['```json\n{"routes":[{"id":"a","tips":["早めに"]}]}\n```'],
    ['Sure {not json} here: {"routes":[{"id":"a","tips":["早めに"]}]} done'],
  ])("%s", (reply) => {
    const data = extractFirstJson(reply) as { routes: unknown };
    expect(aiRoutesSchema.parse(data.routes)).toEqual([{ id: "a", tips: ["早めに"] }]);
  });
});

describe("municipality codes", () => {
  it.each([
    ["13101", { prefecture: "東京都", city: "千代田区" }],
    ["13123", { prefecture: "東京都", city: "江戸川区" }],
    ["27127", { prefecture: "大阪府", city: "大阪市", ward: "北区" }],
    ["14103", { prefecture: "神奈川県", city: "横浜市" }],
    ["01101", { prefecture: "北海道", city: "札幌市" }],
    ["14382", { prefecture: "神奈川県" }],
    ["47201", { prefecture: "沖縄県" }],
    ["48001", null],
    ["1310", null],
  ])("%s → %o", (code, expected) => expect(municipalityOf(code)).toEqual(expected));
});
