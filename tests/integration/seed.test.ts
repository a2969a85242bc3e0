import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDbClient, type Db } from "@/lib/db/create-client";
import { destinations as catalogue, retiredStaySlugs } from "@/data/catalogue";
import { translatedLines } from "@/lib/i18n-content";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createDbClient({ poolSize: 2 }));
});
afterAll(() => close());

/** The first twelve destinations, near Tokyo, with hand-checked routes from Tokyo Station. */
const TOKYO_ROUTED = [
  "hakone",
  "kamakura",
  "nikko",
  "karuizawa",
  "nasu",
  "minami-izu",
  "miura-kaigan",
  "minami-yatsugatake",
  "kujukuri",
  "chichibu-nagatoro",
  "kawaguchiko",
  "kusatsu",
];

describe("seed integrity", () => {
  it("holds the catalogue's destinations, each featured, active and inside Japan", async () => {
    const rows = await db.destination.findMany();
    expect(rows.map((d) => d.slug).sort()).toEqual(catalogue.map((d) => d.slug).sort());
    expect(rows.length).toBeGreaterThanOrEqual(60);
    // At least 5 in each of the eight regions, each mood on at least 12.
    const perRegion = new Map<string, number>();
    for (const d of catalogue) perRegion.set(d.region, (perRegion.get(d.region) ?? 0) + 1);
    expect([...perRegion.keys()].sort()).toEqual(["chubu", "chugoku", "hokkaido", "kanto", "kinki", "kyushu-okinawa", "shikoku", "tohoku"]);
    for (const [region, count] of perRegion) expect(count, region).toBeGreaterThanOrEqual(5);
    for (const mood of ["mountain", "ocean", "river", "zen", "fire"]) expect(rows.filter((d) => d.moods.includes(mood as never)).length, mood).toBeGreaterThanOrEqual(12);
    for (const d of rows) {
      expect(d.latitude, d.slug).toBeGreaterThanOrEqual(24);
      expect(d.latitude, d.slug).toBeLessThanOrEqual(46);
      expect(d.longitude, d.slug).toBeGreaterThanOrEqual(122);
      expect(d.longitude, d.slug).toBeLessThanOrEqual(154);
      expect(d.isFeatured && d.status === "active", d.slug).toBe(true);
      expect(d.moods.length, d.slug).toBeGreaterThan(0);
      expect(d.estimatedBudgetMin).toBeLessThan(d.estimatedBudgetMax);
    }
  });

  it("describes every destination in four languages", async () => {
    for (const d of await db.destination.findMany()) {
      const texts = [d.descriptionJa, d.descriptionEn, d.descriptionKo, d.descriptionZh];
      expect(texts.every((t) => t.trim().length > 20), d.slug).toBe(true);
      expect(new Set(texts).size, d.slug).toBe(4);
      expect(d.descriptionJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(d.descriptionKo).toMatch(/[\uac00-\ud7af]/);
      expect(d.descriptionZh).toMatch(/[\u4e00-\u9fff]/);
      expect([d.nameEn, d.nameKo, d.nameZh].every(Boolean)).toBe(true);
    }
  });

  it("translates every stay's features and amenities, one line per Japanese item", async () => {
    for (const a of await db.accommodation.findMany()) {
      for (const lang of ["en", "ko", "zh"] as const) {
        for (const field of ["features", "amenities"] as const) {
          const shown = translatedLines(a.translations, lang, field, a[field]);
          expect(shown, `${a.slug} ${lang} ${field}`).toHaveLength(a[field].length);
          // Translated for real: the Korean and English lists are not the Japanese one.
          if (lang !== "zh") expect(shown.filter((t, i) => t === a[field][i] && t !== "Wi-Fi"), `${a.slug} ${lang} ${field}`).toEqual([]);
        }
      }
    }
  });

  it("gives each destination ≥3 stays, 6 hints and ≥6 spots", async () => {
    const rows = await db.destination.findMany({ include: { _count: { select: { accommodations: true, hints: true, spots: true } } } });
    for (const d of rows) {
      expect(d._count.accommodations, d.slug).toBeGreaterThanOrEqual(3);
      expect(d._count.hints, d.slug).toBe(6);
      expect(d._count.spots, d.slug).toBeGreaterThanOrEqual(6);
    }
  });

  it("covers all five lodging types with realistic yen prices", async () => {
    const stays = await db.accommodation.findMany();
    expect(new Set(stays.map((a) => a.type))).toEqual(new Set(["hotel", "ryokan", "guesthouse", "villa", "glamping"]));
    for (const a of stays) {
      expect(a.pricePerNightMin, a.slug).toBeGreaterThanOrEqual(3000);
      // The priciest real stay is a night in Ozu Castle (1.1 million yen for two).
      expect(a.pricePerNightMax, a.slug).toBeLessThanOrEqual(1_200_000);
      expect(a.pricePerNightMin, a.slug).toBeLessThanOrEqual(a.pricePerNightMax);
    }
    // Beyond 400,000 yen a night only a rare few.
    expect(stays.filter((a) => a.pricePerNightMax > 400_000).length).toBeLessThanOrEqual(Math.ceil(stays.length / 100));
  });

  it("covers the five hint categories for every destination and all seven spot categories", async () => {
    for (const d of await db.destination.findMany({ include: { hints: true } })) {
      expect(new Set(d.hints.map((h) => h.category)), d.slug).toEqual(new Set(["onsen", "nature", "gourmet", "culture", "activity"]));
    }
    const categories = await db.localSpot.groupBy({ by: ["category"], _count: true });
    expect(categories.map((c) => c.category).sort()).toEqual(["activity", "cafe", "cultural", "gourmet", "nature", "scenic", "shopping"]);
  });

  it("maps every destination to a main station and holds the static fares kept as given", async () => {
    const rows = await db.destination.findMany({ include: { mainStation: true, staticRoutes: true } });
    for (const d of rows) {
      expect(d.mainStation, d.slug).not.toBeNull();
      if (TOKYO_ROUTED.includes(d.slug)) expect(d.staticRoutes.some((r) => r.mode === "train" && r.originStationId === "tokyo"), d.slug).toBe(true);
    }
    const fares = (slug: string) => rows.find((d) => d.slug === slug)!.staticRoutes.flatMap((r) => [r.fareMin, r.fareMax]);
    expect(fares("hakone")).toEqual(expect.arrayContaining([1190, 2080, 3220]));
    expect(fares("kamakura")).toContain(650);
    expect(fares("karuizawa")).toContain(5490);
    expect(fares("nikko")).toEqual(expect.arrayContaining([1390, 2700]));
    expect(rows.find((d) => d.slug === "hakone")!.mainStation!.nameJa).toContain("箱根湯本");
  });

  it("shows no invented stay and no invented rating", async () => {
    const shown = await db.accommodation.findMany({ where: { status: "active" } });
    expect(shown.filter((a) => retiredStaySlugs.includes(a.slug)).map((a) => a.slug)).toEqual([]);
    expect(shown.filter((a) => /架空|sample/i.test(`${a.nameJa} ${a.descriptionJa}`)).map((a) => a.slug)).toEqual([]);
    expect(shown.filter((a) => a.rating !== null || a.reviewCount !== null).map((a) => a.slug)).toEqual([]);
    expect(shown.every((a) => a.sources.length > 0)).toBe(true);
  });
});
