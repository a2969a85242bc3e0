import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isInJapan } from "../japan";
import { MUNICIPALITY_SOURCES, municipalities, municipalityByCode, railwayStations, STATION_SOURCES } from ".";

const names = z.object({ ja: z.string().min(1), en: z.string().regex(/^[A-Za-z' ,-]+$/), ko: z.string().regex(/^[\uac00-\ud7a3 ]+$/), zh: z.string().min(1) });

describe("municipalities", () => {
  const all = municipalities();

  it("lists every municipality once: 1,741 (with Tokyo's 23 wards) and the 171 wards of the 20 designated cities", () => {
    expect(new Set(all.map((m) => m.code)).size).toBe(all.length);
    expect(all.length).toBe(1741 + 171);
    expect(all.filter((m) => /^131(0\d|1\d|2[0-3])$/.test(m.code))).toHaveLength(23);
    expect(all.filter((m) => m.kind === "ward" && !m.code.startsWith("131"))).toHaveLength(171);
  });

  it("has a code, four names, a reading and an office in Japan for each", () => {
    const record = z.object({ code: z.string().regex(/^\d{5}$/), names, kana: z.string().regex(/^[\u3041-\u3096ー]+$/), romaji: z.string().min(2) });
    for (const m of all) {
      expect(record.safeParse(m).success, m.code).toBe(true);
      expect(isInJapan(m.latitude, m.longitude), m.code).toBe(true);
      expect(Number(m.code.slice(0, 2))).toBeGreaterThanOrEqual(1);
    }
  });

  it("names its sources", () => {
    expect(MUNICIPALITY_SOURCES.some((s) => s.startsWith("https://github.com/code4fukui/localgovjp/"))).toBe(true);
  });

  it("spells names in each language as a reader expects", () => {
    expect(municipalityByCode("17201")).toMatchObject({ names: { ja: "金沢市", en: "Kanazawa", ko: "가나자와시", zh: "金泽市" }, kana: "かなざわし", prefecture: "石川県" });
    expect(municipalityByCode("27127")?.names).toEqual({ ja: "大阪市北区", en: "Kita Ward, Osaka", ko: "오사카시 기타구", zh: "大阪市北区" });
    expect(municipalityByCode("46201")?.names.zh).toBe("鹿儿岛市");
    expect(municipalityByCode("22138")?.names.ja).toBe("浜松市中央区");
  });
});

describe("stations", () => {
  it("lists Ekistamp's stations with names, readings and positions in Japan", () => {
    const all = railwayStations();
    expect(all.length).toBeGreaterThan(9000);
    for (const s of all) {
      expect(names.safeParse(s.names).success, s.id).toBe(true);
      expect(isInJapan(s.latitude, s.longitude), s.id).toBe(true);
      expect(s.source).toMatch(/^https:\/\/github\.com\/DannyFestor\/Ekistamp\/blob\/main\/database\/seeders\/StationSeeder\d+\.php$/);
    }
    expect(STATION_SOURCES.length).toBeGreaterThan(0);
    expect(all.find((s) => s.names.ja === "金沢駅")).toMatchObject({ names: { en: "Kanazawa Station", ko: "가나자와역", zh: "金泽站" }, prefecture: "石川県" });
  });
});
