import { describe, expect, it } from "vitest";
import { matchPlaces, suggestDepartures } from "./search";
import { searchIndex } from "./search-index";
import { normalizeText, queryKeys } from "./normalize";
import { SUGGESTION_CAPS } from "./types";

const firstCity = (q: string, locale: "ja" | "en" | "ko" | "zh" = "ja") => suggestDepartures(q, locale).cities[0];

describe("normalization", () => {
  it("reads katakana, half-width and spaced text alike", () => {
    expect(normalizeText("カナザワ")).toBe("かなざわ");
    expect(normalizeText("ｶﾅｻﾞﾜ")).toBe("かなざわ");
    expect(normalizeText(" 金沢 市 ")).toBe("金沢市");
    expect(normalizeText("駒ケ根")).toBe(normalizeText("駒ヶ根"));
  });

  it("keeps a romaji key only for Latin text", () => {
    expect(queryKeys("Kanazawa").roman).toBe("kanazawa");
    expect(queryKeys("金沢").roman).toBeNull();
  });
});

describe("the departure list", () => {
  it.each([["金沢"], ["金沢市"], ["かなざわ"], ["カナザワ"], ["kanazawa"], ["Kanazawa"], ["KANAZAWA"], ["가나자와"], ["金泽"], ["石川県金沢市"]])("finds 金沢市 first for %s", (q) => {
    expect(firstCity(q)).toMatchObject({ id: "muni-17201", label: "金沢市", prefecture: "石川県" });
  });

  it("finds romaji written either way, with or without long vowels and macrons", () => {
    for (const q of ["matsumoto", "matumoto", "Matsumoto"]) expect(firstCity(q)?.id).toBe("muni-20202");
    for (const q of ["Tōkyō", "tokyo", "toukyou"]) expect(suggestDepartures(q, "en").transit[0]).toMatchObject({ label: "Tokyo Station", stationId: "tokyo" });
    expect(firstCity("Ōsaka", "en")).toMatchObject({ label: "Osaka", stationId: "osaka" });
  });

  it.each([
    ["松本", "松本市", "松本駅"],
    ["高松", "高松市", "高松駅"],
    ["旭川", "旭川市", "旭川駅"],
    ["佐世保", "佐世保市", "佐世保駅"],
    ["盛岡", "盛岡市", "盛岡駅"],
    ["姫路", "姫路市", "姫路駅"],
    ["宮崎", "宮崎市", "宮崎駅"],
  ])("finds %s as %s, starting from %s", (q, city, station) => {
    expect(firstCity(q)).toMatchObject({ label: city, startName: station });
  });

  it("names each place in the asked language", () => {
    expect(firstCity("金沢", "en")).toMatchObject({ label: "Kanazawa", prefecture: "Ishikawa", startName: "Kanazawa Station" });
    expect(firstCity("金沢", "ko")).toMatchObject({ label: "가나자와시", startName: "가나자와역" });
    expect(firstCity("金沢", "zh")).toMatchObject({ label: "金泽市", startName: "金泽站" });
  });

  it("finds a designated city's ward by its full name, and wards by their own name", () => {
    expect(firstCity("大阪市北区")).toMatchObject({ id: "muni-27127", label: "大阪市北区", prefecture: "大阪府" });
    expect(firstCity("오사카시 기타구", "ko")).toMatchObject({ id: "muni-27127" });
    expect(suggestDepartures("北区", "ja").cities.map((c) => c.label)).toContain("大阪市北区");
    expect(firstCity("新宿区")).toMatchObject({ label: "新宿区", prefecture: "東京都" });
  });

  it("finds a small town, and starts it at its own station when it has one near", () => {
    expect(firstCity("白老")).toMatchObject({ label: "白老町", startName: "白老駅" });
    expect(firstCity("shiraoi", "en")).toMatchObject({ label: "Shiraoi" });
    // 白川村 has no railway station: the trip starts at its office.
    const shirakawa = suggestDepartures("白川村", "ja").cities[0];
    expect(shirakawa).toMatchObject({ label: "白川村", prefecture: "岐阜県" });
    expect(shirakawa.startName).toBeUndefined();
  });

  it("finds every station of our network and Ekistamp's stations, once each", () => {
    expect(suggestDepartures("金沢", "ja").transit[0]).toMatchObject({ label: "金沢駅", stationId: "kanazawa" });
    expect(suggestDepartures("白老駅", "ja").transit[0]).toMatchObject({ label: "白老駅", kind: "station" });
    const labels = suggestDepartures("新宿", "ja").transit.map((t) => `${t.label}|${t.prefecture}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("keeps the caps, and answers nothing for what no place is called", () => {
    const s = suggestDepartures("し", "ja");
    expect(s.cities.length).toBeLessThanOrEqual(SUGGESTION_CAPS.cities);
    expect(s.transit.length).toBeLessThanOrEqual(SUGGESTION_CAPS.transit);
    expect(matchPlaces("ほげほげふが")).toEqual([]);
  });

  it("answers a keystroke well under 5 ms over the whole list", () => {
    searchIndex();
    const typed = ["k", "ka", "kan", "kana", "kanaz", "か", "かな", "かなざ", "金", "金沢", "ま", "まつも", "m", "ma", "mat", "大", "大阪", "東", "新", "s", "sh"];
    const rounds = 10;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) for (const q of typed) suggestDepartures(q, "ja");
    expect((performance.now() - started) / (rounds * typed.length)).toBeLessThan(5);
  });
});
