import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { accommodationFieldsSchema } from "./accommodations/schemas";
import { gapText, translationGap } from "./destinations/publishing-rules";
import { activeDestinationFieldsSchema, destinationFieldsSchema } from "./destinations/schemas";
import { untranslatedTexts } from "./destinations/translations";
import { hintFieldsSchema } from "./hints/schemas";
import { ALL_MONTHS, monthsField } from "./shared/validation";
import { spotFieldsSchema } from "./spots/schemas";

// Four languages by construction: an active record is refused, field by field, wherever a text
// has Japanese and lacks English, Korean or Chinese; a draft may wait for its translators.

const ID = "11111111-1111-4111-8111-111111111111";
const four = (ja: string) => ({ ja, en: `${ja} (en)`, ko: `${ja} (ko)`, zh: `${ja} (zh)` });
const noKorean = (ja: string) => ({ ...four(ja), ko: "" });

/** Field path → message key, as the form shows them. */
function errors(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

const tip = { destinationId: ID, title: noKorean("朝の湖"), description: four("静かな湖畔"), category: "nature", iconType: "mountain", colorScheme: "emerald", rating: "", heroImageUrl: "", status: "active", isFeatured: false, displayOrder: "" };
const spot = { destinationId: ID, name: noKorean("茶屋"), address: { ja: "箱根町", en: "Hakone", ko: "하코네", zh: "" }, category: "cafe", popularityScore: 10, status: "active", isFeatured: false, tags: [], bestSeason: [], openingTime: "", closingTime: "" };
const stay = {
  slug: "sansuikaku",
  name: noKorean("山水閣"),
  area: four("湯本"),
  description: four("川沿いの宿"),
  destinationId: ID,
  type: "ryokan",
  prefecture: "神奈川県",
  moods: ["fire"],
  features: [],
  amenities: [],
  pricePerNightMin: 18000,
  pricePerNightMax: 40000,
  heroImageUrl: "/images/accommodations/ryokan.svg",
  galleryImages: [],
  status: "active",
  isFeatured: false,
  maxGuests: 4,
};

describe("an active tip, spot or stay", () => {
  it("is refused without Korean, with the message on the Korean text", () => {
    expect(errors(hintFieldsSchema, tip)).toEqual({ "title.ko": "translationNeeded" });
    expect(errors(spotFieldsSchema, spot)).toEqual({ "name.ko": "translationNeeded", "address.zh": "translationNeeded" });
    expect(errors(accommodationFieldsSchema, stay)).toEqual({ "name.ko": "translationNeeded" });
  });

  it("asks nothing of a text without Japanese, and a dated event's dates like any other text", () => {
    expect(errors(hintFieldsSchema, { ...tip, title: four("朝の湖"), when: { ja: "", en: "", ko: "", zh: "" } })).toEqual({});
    expect(errors(hintFieldsSchema, { ...tip, title: four("朝の湖"), when: { ja: "8月16日", en: "16 August", ko: "8월 16일", zh: "" } })).toEqual({ "when.zh": "translationNeeded" });
  });

  it("may be saved as a draft or inactive while its translators catch up", () => {
    expect(hintFieldsSchema.safeParse({ ...tip, status: "draft" }).success).toBe(true);
    expect(spotFieldsSchema.safeParse({ ...spot, status: "inactive" }).success).toBe(true);
    expect(accommodationFieldsSchema.safeParse({ ...stay, status: "draft" }).success).toBe(true);
  });
});

describe("months", () => {
  it("come from a CSV cell ('7|8', 'all', blank) or from the toggles, in order and once each", () => {
    expect(monthsField.parse("7|8")).toEqual([7, 8]);
    expect(monthsField.parse(" ALL ")).toEqual(ALL_MONTHS);
    expect(monthsField.parse("")).toEqual(ALL_MONTHS);
    expect(monthsField.parse(undefined)).toEqual(ALL_MONTHS);
    expect(monthsField.parse([12, 1, 2, 1])).toEqual([1, 2, 12]);
  });

  it("refuse no month at all, and anything but 1–12", () => {
    expect(errors(monthsField, [])).toEqual({ "": "pickOne" });
    expect(errors(monthsField, "13")).toEqual({ "0": "invalid" });
    expect(errors(monthsField, "夏")).toEqual({ "0": "invalid" });
  });

  it("a new tip holds all year, and keeps the months it is given", () => {
    const parsed = hintFieldsSchema.parse({ ...tip, status: "draft" });
    expect(parsed.months).toEqual(ALL_MONTHS);
    expect(hintFieldsSchema.parse({ ...tip, status: "draft", months: [8, 7] }).months).toEqual([7, 8]);
  });
});

describe("an active destination", () => {
  const destination = {
    slug: "furano",
    name: four("富良野"),
    description: four("丘の町"),
    pitch: { ja: "", en: "", ko: "", zh: "" },
    highlights: [{ ...four("ラベンダー畑"), months: [7], when: { ja: "", en: "", ko: "", zh: "" } }, { ...noKorean("パウダースノー"), months: [12, 1, 2] }],
    seasonLines: { winter: { ja: "冬は雪の町", en: "A snow town in winter", ko: "겨울에는 눈의 마을", zh: "" } },
    prefecture: "北海道",
    region: "hokkaido",
    moods: ["mountain"],
    bestSeasons: ["summer", "winter"],
    tags: "",
    sources: "",
    heroImageUrl: "/images/moods/mountain.svg",
    distanceFromTokyoKm: "900",
    travelTimeFromTokyoMinutes: "300",
    estimatedBudgetMin: "15000",
    estimatedBudgetMax: "50000",
    latitude: "43.34",
    longitude: "142.38",
  };

  it("needs every highlight and season line with Japanese in the other three languages; a blank pitch asks nothing", () => {
    expect(errors(activeDestinationFieldsSchema, destination)).toEqual({ "highlights.1.ko": "translationNeeded", "seasonLines.winter.zh": "translationNeeded" });
    expect(destinationFieldsSchema.safeParse(destination).success).toBe(true);
  });

  it("keeps each highlight's months (a highlight without them is all year)", () => {
    const parsed = destinationFieldsSchema.parse(destination);
    expect(parsed.highlights.map((h) => h.months)).toEqual([[7], [1, 2, 12]]);
    expect(destinationFieldsSchema.parse({ ...destination, highlights: [four("温泉")] }).highlights[0].months).toEqual(ALL_MONTHS);
  });

  it("lists what is untranslated as one publishing gap, in the console's language", () => {
    const gap = translationGap(untranslatedTexts(destinationFieldsSchema.parse({ ...destination, name: noKorean("富良野") })));
    expect(gap).toEqual({ kind: "translations", texts: ["name", "highlights.1", "seasonLines.winter"] });
    const jaT = createTranslator({ locale: "ja", messages: ja, namespace: "admin.destinations.publishing" });
    const enT = createTranslator({ locale: "en", messages: en, namespace: "admin.destinations.publishing" });
    expect(gapText(gap!, jaT, "ja")).toBe("英語・韓国語・中国語の訳が足りない文があります（名前、見どころ 2、冬のひとこと）");
    expect(gapText(gap!, enT, "en")).toBe("Some texts still need their English, Korean or Chinese (name, highlight 2, winter line)");
  });
});
