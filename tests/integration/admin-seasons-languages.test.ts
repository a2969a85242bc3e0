// Seasons in the data and four languages by construction, in the back office against a real
// database: what an active destination, tip or spot may not lose, and what a save keeps.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { saveTranslations } from "@/features/admin/content/service";
import { destinationFormValues } from "@/features/admin/destinations/components/form-values";
import { destinationFieldsSchema, destinationSettingsSchema } from "@/features/admin/destinations/schemas";
import { createDestination, getDestinationSettings, updateDestination, updateDestinationSettings } from "@/features/admin/destinations/service";
import { hintFieldsSchema } from "@/features/admin/hints/schemas";
import { createHint, getHintForForm } from "@/features/admin/hints/service";
import { spotFieldsSchema } from "@/features/admin/spots/schemas";
import { createSpot, listSpots } from "@/features/admin/spots/service";
import { getActor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { ADMIN } from "../support/actors";
import { setTestLocale } from "../support/next-intl-server";

let db: Db;
const four = (ja: string) => ({ ja, en: `${ja} (en)`, ko: `${ja} (ko)`, zh: `${ja} (zh)` });
const blank = { ja: "", en: "", ko: "", zh: "" };
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
  setTestLocale("ja");
});

// Mishima (Shizuoka), ready in every way but the one under test: the hero loads and Atami station
// is within 30 km.
const mishima = (slug: string, over: Record<string, unknown> = {}) =>
  destinationFieldsSchema.parse({
    slug,
    name: four("三島"),
    description: four("湧水の町。"),
    pitch: four("富士の湧水が流れる町"),
    highlights: [{ ...four("源兵衛川のせせらぎ"), months: [6, 7, 8] }, { ...four("三嶋大社の夏祭り"), months: [8], when: four("毎年8月15〜17日") }],
    seasonLines: { winter: four("冬は澄んだ空気に富士山がくっきり") },
    prefecture: "静岡県",
    region: "chubu",
    moods: ["river"],
    bestSeasons: ["summer"],
    tags: [],
    sources: [],
    heroImageUrl: "/images/moods/river.svg",
    distanceFromTokyoKm: 100,
    travelTimeFromTokyoMinutes: 60,
    estimatedBudgetMin: 10000,
    estimatedBudgetMax: 30000,
    latitude: 35.1264,
    longitude: 138.9108,
    ...over,
  });

async function withStayAndTip(destinationId: string, slug: string) {
  await db.accommodation.create({
    data: { slug: `${slug}-inn`, nameJa: "三島の宿", nameEn: "Mishima Inn", area: "三島", destinationId, type: "ryokan", prefecture: "静岡県", moods: ["river"], features: [], amenities: [], pricePerNightMin: 12000, pricePerNightMax: 20000, heroImageUrl: "/images/accommodations/ryokan.svg", status: "active", isFeatured: true },
  });
  await db.adventureHint.create({ data: { destinationId, titleJa: "源兵衛川を歩く", descriptionJa: "水の上の小道。", translations: { en: { title: "Walk the Gembei River", description: "A path over the water." }, ko: { title: "겐베강 걷기", description: "물 위의 오솔길." }, zh: { title: "漫步源兵卫川", description: "水上的小路。" } }, category: "nature", status: "active" } });
}

const publish = (id: string) => updateDestinationSettings(destinationSettingsSchema.parse({ id, isFeatured: true, status: "active", mainStationId: "atami", alternativeStationIds: [], accessNotes: {} }));
const message = (p: Promise<unknown>) => p.then(() => "saved", (e: { userMessage?: { text: string } }) => e.userMessage?.text ?? String(e));

describe("an active destination is read in four languages", () => {
  it("cannot be published while a highlight lacks Korean: the settings page lists it, and filling it in from the console lets it through", async () => {
    const highlights = [{ ...four("源兵衛川のせせらぎ"), ko: "", months: [6, 7, 8] }];
    const { id } = await createDestination(mishima("mishima-ko", { highlights }));
    await withStayAndTip(id, "mishima-ko");

    expect((await getDestinationSettings(id))!.gaps).toEqual([{ kind: "translations", texts: ["highlights.0"] }]);
    expect(await message(publish(id))).toBe("公開中にできません。足りない項目: 英語・韓国語・中国語の訳が足りない文があります（見どころ 1）");
    setTestLocale("ko");
    expect(await message(publish(id))).toBe("아직 공개 중으로 바꿀 수 없습니다. 부족한 항목: 영어·한국어·중국어 번역이 빠진 글이 있습니다 (볼거리 1)");
    expect((await db.destination.findUniqueOrThrow({ where: { id } })).status).toBe("draft");

    await saveTranslations({ entity: "destinations", id, locale: "ko", fields: { "highlights.0": "겐베강의 물소리" } });
    expect(await message(publish(id))).toBe("saved");
    const row = await db.destination.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("active");
    // The console's edit kept the highlight's months.
    expect(row.highlights).toEqual([{ ...four("源兵衛川のせせらぎ"), ko: "겐베강의 물소리", months: [6, 7, 8] }]);
  });

  it("once active, cannot be saved with a blank Chinese name, and nothing changes", async () => {
    const { id } = await createDestination(mishima("mishima-zh"));
    await withStayAndTip(id, "mishima-zh");
    await publish(id);

    const attempt = updateDestination(id, mishima("mishima-zh", { name: { ...four("三島"), zh: " " }, description: four("湧水と鰻の町。") }));
    expect(await message(attempt)).toBe("公開中の目的地のため保存できません: 英語・韓国語・中国語の訳が足りない文があります（名前）。下書きに戻すか、内容を直してください");
    expect(await db.destination.findUniqueOrThrow({ where: { id } })).toMatchObject({ nameZh: "三島 (zh)", descriptionJa: "湧水の町。" });

    // The console may not blank it either; a draft may wait for its translators.
    expect(await message(saveTranslations({ entity: "destinations", id, locale: "zh", fields: { name: "" } }))).toBe("公開中のため、中国語の訳は空にできません（名前）。訳を入力するか、先に下書きに戻してください");
    await updateDestinationSettings(destinationSettingsSchema.parse({ id, isFeatured: true, status: "draft", mainStationId: "atami", alternativeStationIds: [], accessNotes: {} }));
    await updateDestination(id, mishima("mishima-zh", { name: { ...four("三島"), zh: "" } }));
    expect((await db.destination.findUniqueOrThrow({ where: { id } })).nameZh).toBe("");
  });
});

describe("the content console", () => {
  it("refuses to blank an active tip's English title, and changes nothing", async () => {
    const tip = await db.adventureHint.findFirstOrThrow({ where: { status: "active" } });
    const before = tip.translations as { en: { title: string } };
    expect(before.en.title).toBeTruthy();

    const attempt = saveTranslations({ entity: "hints", id: tip.id, locale: "en", fields: { title: "", description: "A new description" } });
    await expect(attempt).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await message(attempt)).toBe("公開中のため、英語の訳は空にできません（タイトル）。訳を入力するか、先に下書きに戻してください");
    setTestLocale("en");
    expect(await message(saveTranslations({ entity: "hints", id: tip.id, locale: "en", fields: { title: " " } }))).toBe(
      "This is active, so its English text cannot be left empty (Title). Enter a translation, or set it to draft first",
    );
    expect((await db.adventureHint.findUniqueOrThrow({ where: { id: tip.id } })).translations).toEqual(tip.translations);

    await db.adventureHint.update({ where: { id: tip.id }, data: { status: "draft" } });
    await saveTranslations({ entity: "hints", id: tip.id, locale: "en", fields: { title: "" } });
    expect(((await db.adventureHint.findUniqueOrThrow({ where: { id: tip.id } })).translations as { en: Record<string, string> }).en.title).toBeUndefined();
  });
});

describe("months and dates", () => {
  it("a highlight's months, a dated event's dates and the season lines survive a save of the destination form", async () => {
    const { id } = await createDestination(mishima("mishima-months"));
    // A highlight stored before months existed reads as all year.
    const stored = await db.destination.findUniqueOrThrow({ where: { id } });
    await db.destination.update({ where: { id }, data: { highlights: [...(stored.highlights as object[]), four("柿田川湧水群")] } });

    const row = await db.destination.findUniqueOrThrow({ where: { id } });
    const form = destinationFormValues(row);
    expect(form.highlights.map((h) => h.months)).toEqual([[6, 7, 8], [8], ALL_YEAR]);
    expect(form.seasonLines).toEqual({ spring: blank, summer: blank, autumn: blank, winter: four("冬は澄んだ空気に富士山がくっきり") });
    await updateDestination(id, destinationFieldsSchema.parse({ ...form, description: four("湧水と鰻の町。") }));

    const saved = await db.destination.findUniqueOrThrow({ where: { id } });
    expect(saved.descriptionJa).toBe("湧水と鰻の町。");
    expect(saved.highlights).toEqual([
      { ...four("源兵衛川のせせらぎ"), months: [6, 7, 8] },
      { ...four("三嶋大社の夏祭り"), months: [8], when: four("毎年8月15〜17日") },
      { ...four("柿田川湧水群"), months: ALL_YEAR },
    ]);
    expect(saved.seasonLines).toEqual({ winter: four("冬は澄んだ空気に富士山がくっきり") });
  });

  it("a tip and a spot keep their months and dates; a tip without dates stores none", async () => {
    const { id: destinationId } = await createDestination(mishima("mishima-tips"));
    const tip = hintFieldsSchema.parse({ destinationId, title: four("夏祭りの夜"), description: four("山車が町を巡ります。"), category: "culture", iconType: "camera", colorScheme: "violet", rating: "", heroImageUrl: "", status: "active", isFeatured: false, displayOrder: "", months: [8], when: four("毎年8月15〜17日") });
    const { id } = await createHint(tip);
    expect((await getHintForForm(id))!.fields).toMatchObject({ months: [8], when: four("毎年8月15〜17日") });
    const plain = await createHint({ ...tip, title: four("朝の湧水"), months: ALL_YEAR, when: blank });
    expect(await db.adventureHint.findUniqueOrThrow({ where: { id: plain.id } })).toMatchObject({ months: ALL_YEAR, when: null });

    const spot = spotFieldsSchema.parse({ destinationId, name: four("白滝公園"), category: "nature", popularityScore: 10, status: "active", isFeatured: false, tags: [], bestSeason: [], months: "6|7|8", when: blank, openingTime: "", closingTime: "" });
    await createSpot(spot);
    const listed = await listSpots({ destination: destinationId, page: 1 });
    expect(listed.items.map((s) => s.fields)).toEqual([expect.objectContaining({ months: [6, 7, 8], when: blank })]);
  });
});
