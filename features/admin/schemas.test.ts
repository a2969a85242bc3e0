import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accommodationFieldsSchema } from "./accommodations/schemas";
import { saveTranslationsSchema } from "./content/schemas";
import { destinationFieldsSchema, destinationListQuerySchema, destinationSettingsSchema } from "./destinations/schemas";
import { hintFieldsSchema, reorderHintsSchema } from "./hints/schemas";
import { rakutenTestSchema } from "./rakuten/schemas";
import { spotFieldsSchema } from "./spots/schemas";

const ID = "11111111-1111-4111-8111-111111111111";
const ID2 = "22222222-2222-4222-8222-222222222222";
const text = (ja: string) => ({ ja, en: "", ko: "", zh: "" });
/** A text in all four languages, as an active record needs. */
const four = (ja: string) => ({ ja, en: `${ja} (en)`, ko: `${ja} (ko)`, zh: `${ja} (zh)` });

/** Field path → message keys, as the form shows them. */
function errors(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

const destination = {
  slug: "hakone",
  name: { ja: "箱根", en: "Hakone", ko: "하코네", zh: "箱根" },
  description: text("温泉郷です。"),
  highlights: [text("大涌谷")],
  prefecture: "神奈川県",
  region: "kanto",
  moods: ["mountain", "fire"],
  bestSeasons: ["winter", "autumn"],
  pitch: { ja: "湯けむりの山里", en: "", ko: "", zh: "" },
  sources: "https://www.hakone.or.jp/\n\nhttps://www.gsi.go.jp/ (coordinates)",
  tags: "onsen, nature",
  heroImageUrl: "/images/destinations/hakone.svg",
  distanceFromTokyoKm: "90",
  travelTimeFromTokyoMinutes: "85",
  estimatedBudgetMin: "15000",
  estimatedBudgetMax: "50000",
  latitude: "35.2329",
  longitude: "139.1069",
};

describe("destination fields", () => {
  it("accept a complete destination and read numbers from text", () => {
    const d = destinationFieldsSchema.parse(destination);
    expect(d).toMatchObject({ tags: ["onsen", "nature"], distanceFromTokyoKm: 90, latitude: 35.2329 });
    // Seasons in the year's order; sources one per line, blank lines dropped.
    expect(d.bestSeasons).toEqual(["autumn", "winter"]);
    expect(d.sources).toEqual(["https://www.hakone.or.jp/", "https://www.gsi.go.jp/ (coordinates)"]);
  });

  it("refuse a region outside the eight and a destination without a best season", () => {
    const bad = destinationFieldsSchema.safeParse({ ...destination, region: "関東", bestSeasons: [] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["region", "bestSeasons"]));
  });

  it("need a Japanese name, a mood and a budget that is not upside down", () => {
    expect(errors(destinationFieldsSchema, { ...destination, name: text(" "), moods: [] })).toMatchObject({ "name.ja": "required", moods: "pickOne" });
    expect(errors(destinationFieldsSchema, { ...destination, estimatedBudgetMin: 60000 })).toEqual({ estimatedBudgetMax: "minAboveMax" });
  });

  it("stay inside Japan and refuse unknown moods", () => {
    expect(errors(destinationFieldsSchema, { ...destination, latitude: 51.5, longitude: -0.1, moods: ["desert"] })).toMatchObject({ latitude: "tooLarge:46", longitude: "tooSmall:122", "moods.0": "invalidChoice" });
  });

  it("allow at most six highlights, each with Japanese", () => {
    expect(errors(destinationFieldsSchema, { ...destination, highlights: Array.from({ length: 7 }, () => text("x")) })).toEqual({ highlights: "tooMany:6" });
    expect(errors(destinationFieldsSchema, { ...destination, highlights: [text("")] })).toEqual({ "highlights.0.ja": "required" });
  });
});

describe("destination settings", () => {
  it("keep the main station out of the alternatives", () => {
    expect(errors(destinationSettingsSchema, { id: ID, isFeatured: true, status: "active", mainStationId: "hakone-yumoto", alternativeStationIds: ["hakone-yumoto"], accessNotes: {} })).toEqual({ alternativeStationIds: "mainAlsoAlternative" });
  });

  it("treat an empty main station as none", () => {
    expect(destinationSettingsSchema.parse({ id: ID, isFeatured: "on", status: "draft", mainStationId: "", alternativeStationIds: [], accessNotes: undefined })).toMatchObject({ isFeatured: true, mainStationId: null, accessNotes: { ja: "", en: "", ko: "", zh: "" } });
  });

  it("list filters ignore nonsense instead of failing", () => {
    expect(destinationListQuerySchema.parse({ status: "deleted", featured: "maybe", mood: "desert", page: "-3" })).toEqual({ page: 1 });
  });
});

const stay = {
  slug: "sansuikaku",
  name: text("山水閣"),
  area: text("湯本"),
  description: text(""),
  destinationId: ID,
  type: "ryokan",
  prefecture: "神奈川県",
  moods: ["fire"],
  features: ["源泉かけ流し"],
  amenities: [],
  pricePerNightMin: 18000,
  pricePerNightMax: 40000,
  rating: 4.5,
  reviewCount: 0,
  heroImageUrl: "/images/accommodations/ryokan.svg",
  galleryImages: [],
  status: "draft",
  isFeatured: false,
  maxGuests: 4,
  bookingUrl: "",
  latitude: "",
  longitude: "",
};

describe("stay fields", () => {
  it("accept a stay without coordinates or booking page", () => {
    expect(accommodationFieldsSchema.parse(stay)).toMatchObject({ bookingUrl: null, latitude: null, longitude: null, destinationId: ID });
  });

  it("need both coordinates, sane prices and at most five gallery images", () => {
    expect(errors(accommodationFieldsSchema, { ...stay, latitude: 35.2, pricePerNightMin: 50000 })).toMatchObject({ pricePerNightMax: "minAboveMax" });
    expect(errors(accommodationFieldsSchema, { ...stay, latitude: 35.2 })).toEqual({ longitude: "bothCoordinates" });
    expect(errors(accommodationFieldsSchema, { ...stay, galleryImages: Array.from({ length: 6 }, () => ({ url: "/images/a.svg", caption: {} })) })).toEqual({ galleryImages: "tooMany:5" });
    expect(errors(accommodationFieldsSchema, { ...stay, bookingUrl: "javascript:alert(1)", rating: 5.5 })).toMatchObject({ bookingUrl: "invalidUrl", rating: "tooLarge:5" });
  });
});

describe("hint and spot fields", () => {
  it("leave a hint's order blank to append, and its hero image optional", () => {
    expect(hintFieldsSchema.parse({ destinationId: ID, title: four("朝の湖"), description: four("静か"), category: "nature", iconType: "mountain", colorScheme: "emerald", rating: "4", heroImageUrl: "", status: "active", isFeatured: false, displayOrder: "" })).toMatchObject({ displayOrder: null, heroImageUrl: null, rating: 4 });
  });

  it("refuse a reorder that names a hint twice", () => {
    expect(errors(reorderHintsSchema, { destinationId: ID, orderedIds: [ID2, ID2] })).toEqual({ orderedIds: "duplicates" });
  });

  it("accept spot hours as empty or H:MM only", () => {
    const spot = { destinationId: ID, name: four("茶屋"), category: "cafe", popularityScore: 10, status: "active", isFeatured: false, tags: [], bestSeason: "spring|autumn", openingTime: "9:00", closingTime: "" };
    expect(spotFieldsSchema.parse(spot)).toMatchObject({ openingTime: "9:00", closingTime: null, bestSeason: ["spring", "autumn"], rating: null });
    expect(errors(spotFieldsSchema, { ...spot, openingTime: "9時", closingTime: "24:30", bestSeason: ["monsoon"] })).toMatchObject({ openingTime: "invalidTime", closingTime: "invalidTime", "bestSeason.0": "invalidChoice" });
  });
});

describe("translations and the Rakuten tester", () => {
  it("only save known fields", () => {
    expect(saveTranslationsSchema.safeParse({ entity: "spots", id: ID, locale: "en", fields: { name: "Tea house", "highlights.2": "x" } }).success).toBe(true);
    expect(errors(saveTranslationsSchema, { entity: "spots", id: ID, locale: "ja", fields: { passwordHash: "x" } })).toMatchObject({ locale: "invalidChoice", "fields.passwordHash": "invalid" });
  });

  it("keep searches inside Rakuten's limits", () => {
    expect(errors(rakutenTestSchema, { kind: "simple", latitude: 35.2, longitude: 139.1, radiusKm: 5, hits: 31, page: 1 })).toEqual({ radiusKm: "tooLarge:3", hits: "tooLarge:30" });
    expect(errors(rakutenTestSchema, { kind: "keyword", keyword: "箱", hits: 10, page: 1 })).toEqual({ keyword: "tooShort:2" });
  });
});
