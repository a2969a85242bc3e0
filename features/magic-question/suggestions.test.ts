import { describe, expect, it } from "vitest";
import { isInJapan } from "@/data/japan";
import { nearestCity } from "./nearest-city";
import { ATTRACTIONS, HOTELS, MAJOR_CITIES, PRESET_PLACES, TRANSIT_HUBS, type PresetPlace } from "@/data/departures";
import { findPlaceByLabel, SUGGESTION_CAPS, suggestPlaces } from "./suggestions";

describe("preset lists", () => {
  it("hold ten major cities with popularity 6–10, six hotels and three attractions", () => {
    expect(MAJOR_CITIES).toHaveLength(10);
    for (const c of MAJOR_CITIES) expect(c.popularity).toBeGreaterThanOrEqual(6);
    for (const c of MAJOR_CITIES) expect(c.popularity).toBeLessThanOrEqual(10);
    expect(HOTELS).toHaveLength(6);
    expect(ATTRACTIONS).toHaveLength(3);
  });

  it("name every place in the four languages, with coordinates in Japan", () => {
    for (const p of PRESET_PLACES) {
      expect(Object.keys(p.names).sort()).toEqual(["en", "ja", "ko", "zh"]);
      expect(Object.values(p.names).every((v) => v.length > 0)).toBe(true);
      expect(isInJapan(p.latitude, p.longitude), p.id).toBe(true);
    }
  });
});

// A synthetic list larger than every cap, to see the caps bite.
const many = (kind: PresetPlace["kind"], count: number): PresetPlace[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${kind}-${i}`,
    kind,
    names: { ja: `テスト${kind}${i}`, en: `Test ${kind} ${i}`, ko: `테스트 ${i}`, zh: `测试 ${i}` },
    prefecture: "東京都",
    latitude: 35,
    longitude: 139,
    keywords: [],
    popularity: i,
  }));

describe("suggestion caps", () => {
  const places = [...many("city", 9), ...many("station", 4), ...many("airport", 4), ...many("hotel", 7), ...many("attraction", 6)];

  it("are 5 cities, 3 airports or stations, 4 hotels and 3 attractions", () => {
    const s = suggestPlaces("test", places);
    expect(s.cities).toHaveLength(SUGGESTION_CAPS.cities);
    expect(s.transit).toHaveLength(SUGGESTION_CAPS.transit);
    expect(s.hotels).toHaveLength(SUGGESTION_CAPS.hotels);
    expect(s.attractions).toHaveLength(SUGGESTION_CAPS.attractions);
    expect([SUGGESTION_CAPS.cities, SUGGESTION_CAPS.transit, SUGGESTION_CAPS.hotels, SUGGESTION_CAPS.attractions]).toEqual([5, 3, 4, 3]);
  });

  it("puts the most popular cities first", () => {
    expect(suggestPlaces("test", places).cities.map((c) => c.popularity)).toEqual([8, 7, 6, 5, 4]);
  });

  it("gives nothing for an empty query (the history is shown instead)", () => {
    expect(suggestPlaces("  ", places)).toEqual({ cities: [], transit: [], hotels: [], attractions: [] });
  });
});

describe("matching the real presets", () => {
  it("finds places by any language, kana or romaji", () => {
    expect(suggestPlaces("おおさか").cities.map((c) => c.id)).toContain("city-osaka");
    expect(suggestPlaces("オオサカ").cities.map((c) => c.id)).toContain("city-osaka");
    expect(suggestPlaces("Osaka").transit.map((c) => c.id)).toEqual(expect.arrayContaining(["osaka"]));
    expect(suggestPlaces("오사카").cities.map((c) => c.id)).toContain("city-osaka");
    expect(suggestPlaces("羽田").transit.map((c) => c.id)).toEqual(["haneda-airport"]);
    expect(suggestPlaces("スカイツリー").attractions.map((c) => c.id)).toEqual(["spot-tokyo-skytree"]);
    expect(suggestPlaces("hyatt").hotels.map((c) => c.id)).toEqual(["hotel-park-hyatt-tokyo"]);
  });

  it("lists airports and stations together under one cap", () => {
    expect(suggestPlaces("airport").transit.every((p) => p.kind === "airport")).toBe(true);
    expect(suggestPlaces("airport").transit).toHaveLength(3);
    expect(TRANSIT_HUBS.filter((p) => p.kind === "airport").length).toBeGreaterThan(3);
  });

  it("recognises a label in any language", () => {
    expect(findPlaceByLabel("Tokyo Station")?.id).toBe("tokyo");
    expect(findPlaceByLabel("东京站")?.id).toBe("tokyo");
    expect(findPlaceByLabel("somewhere")).toBeUndefined();
  });
});

describe("nearest preset city", () => {
  it.each([
    [{ latitude: 34.6863, longitude: 135.52 }, "city-osaka"], // Osaka Castle
    [{ latitude: 35.0394, longitude: 135.7292 }, "city-kyoto"], // Kinkaku-ji
    [{ latitude: 35.6586, longitude: 139.7454 }, "city-tokyo"], // Tokyo Tower
    [{ latitude: 35.4437, longitude: 139.638 }, "city-yokohama"],
    [{ latitude: 43.0642, longitude: 141.3469 }, "city-sapporo"],
  ])("%j → %s", (position, id) => {
    expect(nearestCity(position).city.id).toBe(id);
  });

  it("measures great-circle distance (Tokyo to Osaka about 400 km)", () => {
    const { distanceKm } = nearestCity({ latitude: 35.6895, longitude: 139.6917 }, [MAJOR_CITIES[1]]);
    expect(distanceKm).toBeGreaterThan(390);
    expect(distanceKm).toBeLessThan(410);
  });
});
