// The back office's content services against a real database, as an administrator.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { createAccommodation, deleteAccommodation, updateAccommodation } from "@/features/admin/accommodations/service";
import { accommodationFieldsSchema } from "@/features/admin/accommodations/schemas";
import { saveTranslations, translationOverview } from "@/features/admin/content/service";
import { createDestination, deleteDestination, listDestinations, updateDestination, updateDestinationSettings } from "@/features/admin/destinations/service";
import { destinationFieldsSchema, destinationSettingsSchema } from "@/features/admin/destinations/schemas";
import { createHint, deleteHint, listHints, reorderHints } from "@/features/admin/hints/service";
import { hintFieldsSchema } from "@/features/admin/hints/schemas";
import { createSpot, listSpots, updateSpot } from "@/features/admin/spots/service";
import { spotFieldsSchema } from "@/features/admin/spots/schemas";
import { getActor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { destinationId } from "@/data/catalogue/ids";
import { ADMIN } from "../support/actors";

let db: Db;
const hakone = destinationId("hakone");
const text = (ja: string, en = "") => ({ ja, en, ko: "", zh: "" });
/** Active content is read in four languages (admin-seasons-languages.test.ts checks that on its own). */
const four = (ja: string, en = `${ja} (en)`) => ({ ja, en, ko: `${ja} (ko)`, zh: `${ja} (zh)` });

beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});

const newDestination = (slug: string) =>
  destinationFieldsSchema.parse({
    slug,
    name: text("奥多摩", "Okutama"),
    description: text("東京の奥座敷。渓谷と森の町です。"),
    highlights: [text("鳩ノ巣渓谷")],
    prefecture: "東京都",
    region: "kanto",
    moods: ["river", "mountain"],
    bestSeasons: ["autumn"],
    pitch: text("渓谷と森の町"),
    sources: ["https://www.okutama.gr.jp/ (町の観光案内)"],
    tags: ["nature"],
    heroImageUrl: "/images/moods/river.svg",
    distanceFromTokyoKm: 70,
    travelTimeFromTokyoMinutes: 110,
    estimatedBudgetMin: 12000,
    estimatedBudgetMax: 30000,
    latitude: 35.8093,
    longitude: 139.0962,
  });

describe("destinations", () => {
  // Making one active is checked first: publishing-checks.test.ts.
  it("creates a new destination as an unfeatured draft, then sets it up from the settings", async () => {
    const { id } = await createDestination(newDestination("okutama-hatonosu"));
    const row = await db.destination.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ slug: "okutama-hatonosu", nameJa: "奥多摩", nameEn: "Okutama", status: "draft", isFeatured: false, moods: ["river", "mountain"], region: "kanto", bestSeasons: ["autumn"], sources: ["https://www.okutama.gr.jp/ (町の観光案内)"] });

    await updateDestinationSettings(
      destinationSettingsSchema.parse({ id, isFeatured: true, status: "inactive", mainStationId: "tokyo", alternativeStationIds: ["shinjuku"], accessNotes: text("青梅線の終点です。") }),
    );
    const saved = await db.destination.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({ isFeatured: true, status: "inactive", mainStationId: "tokyo", alternativeStationIds: ["shinjuku"], accessNotes: text("青梅線の終点です。") });

    const featured = await listDestinations({ featured: "yes", status: "inactive", q: "okuta", page: 1 });
    expect(featured.items.map((d) => d.slug)).toEqual(["okutama-hatonosu"]);
  });

  it("refuses a slug that another destination uses, with a message naming it", async () => {
    await expect(createDestination(newDestination("hakone"))).rejects.toMatchObject({ userMessage: { text: "スラッグ「hakone」は既に使われています" } });
    await expect(updateDestination(destinationId("kamakura"), newDestination("hakone"))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await db.destination.findUniqueOrThrow({ where: { id: destinationId("kamakura") } })).slug).toBe("kamakura");
  });

  it("refuses unknown stations and changes nothing", async () => {
    const before = await db.destination.findUniqueOrThrow({ where: { id: hakone } });
    await expect(
      updateDestinationSettings(destinationSettingsSchema.parse({ id: hakone, isFeatured: false, status: "inactive", mainStationId: "atlantis", alternativeStationIds: [], accessNotes: {} })),
    ).rejects.toMatchObject({ userMessage: { text: "駅が見つかりません: atlantis" } });
    const after = await db.destination.findUniqueOrThrow({ where: { id: hakone } });
    expect(after).toMatchObject({ isFeatured: before.isFeatured, status: before.status, mainStationId: before.mainStationId });
  });

  it("deletes a destination with its hints and spots but keeps its stays", async () => {
    const id = destinationId("kujukuri");
    const stays = await db.accommodation.count({ where: { destinationId: id } });
    expect(stays).toBeGreaterThan(0);
    await deleteDestination(id);
    expect(await db.destination.findUnique({ where: { id } })).toBeNull();
    expect(await db.adventureHint.count({ where: { destinationId: id } })).toBe(0);
    expect(await db.localSpot.count({ where: { destinationId: id } })).toBe(0);
    expect(await db.accommodation.count({ where: { slug: { startsWith: "kujukuri" }, destinationId: null } })).toBe(stays);
    await expect(deleteDestination(id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("stays", () => {
  const stay = (slug: string) =>
    accommodationFieldsSchema.parse({
      slug,
      name: text("森の宿", "Forest Inn"),
      area: text("奥多摩駅周辺", "Around Okutama Station"),
      description: text("川沿いの小さな宿。"),
      destinationId: hakone,
      type: "ryokan",
      prefecture: "神奈川県",
      moods: ["mountain"],
      features: ["露天風呂"],
      amenities: [],
      pricePerNightMin: 15000,
      pricePerNightMax: 30000,
      rating: 4.44,
      reviewCount: 3,
      heroImageUrl: "/images/accommodations/ryokan.svg",
      galleryImages: [{ url: "/images/accommodations/villa.svg", caption: { ja: "外観", en: "Outside", ko: "", zh: "" } }],
      // A draft: its translations may still be partial.
      status: "draft",
      isFeatured: false,
      maxGuests: 4,
      bookingUrl: "https://example.jp/forest-inn",
      latitude: 35.2,
      longitude: 139.1,
    });

  it("stores the English name in its column and the other texts as translations", async () => {
    const { id } = await createAccommodation(stay("forest-inn"));
    const row = await db.accommodation.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ nameJa: "森の宿", nameEn: "Forest Inn", area: "奥多摩駅周辺", rating: 4.4, translations: { en: { name: "Forest Inn", area: "Around Okutama Station" }, ko: {}, zh: {} } });
    expect(row.galleryImages).toEqual([{ url: "/images/accommodations/villa.svg", caption_ja: "外観", caption_en: "Outside", caption_ko: "", caption_zh: "" }]);

    await updateAccommodation(id, { ...stay("forest-inn"), name: { ja: "森の宿", en: "Forest Inn", ko: "숲의 숙소", zh: "" } });
    expect((await db.accommodation.findUniqueOrThrow({ where: { id } })).translations).toMatchObject({ ko: { name: "숲의 숙소" } });
  });

  it("keeps a stay that has booking requests", async () => {
    const target = await db.accommodation.findFirstOrThrow({ where: { status: "active" } });
    await db.bookingRequest.create({
      data: { confirmationNumber: "EG-TEST-1", accommodationId: target.id, checkInDate: new Date("2031-05-01"), checkOutDate: new Date("2031-05-02"), guestName: "テスト", guestEmail: "t@example.com", guestPhone: "090", estimatedPrice: 20000 },
    });
    await expect(deleteAccommodation(target.id)).rejects.toMatchObject({ userMessage: { text: expect.stringContaining("予約リクエストが1件あるため削除できません") } });
    expect(await db.accommodation.findUnique({ where: { id: target.id } })).not.toBeNull();

    const { id } = await createAccommodation(stay("to-delete"));
    await deleteAccommodation(id);
    expect(await db.accommodation.findUnique({ where: { id } })).toBeNull();
  });
});

describe("adventure hints", () => {
  const hint = (title: string, displayOrder: number | null = null) =>
    hintFieldsSchema.parse({ destinationId: hakone, title: four(title), description: four("説明"), category: "nature", iconType: "mountain", colorScheme: "emerald", rating: 4, heroImageUrl: "", status: "active", isFeatured: false, displayOrder });

  it("appends a new hint after the destination's last one", async () => {
    const before = await db.adventureHint.aggregate({ where: { destinationId: hakone }, _max: { displayOrder: true } });
    const { id } = await createHint(hint("最後のヒント"));
    expect((await db.adventureHint.findUniqueOrThrow({ where: { id } })).displayOrder).toBe((before._max.displayOrder ?? 0) + 1);
    await deleteHint(id);
  });

  it("saves a complete new order and refuses a stale one", async () => {
    const list = await listHints({ destination: hakone, page: 1 });
    expect(list.ordering).toBe(true);
    const ids = list.items.map((h) => h.id);
    const reversed = [...ids].reverse();
    await reorderHints(hakone, reversed);
    const after = await db.adventureHint.findMany({ where: { destinationId: hakone }, orderBy: { displayOrder: "asc" }, select: { id: true, displayOrder: true } });
    expect(after.map((h) => h.id)).toEqual(reversed);
    expect(after.map((h) => h.displayOrder)).toEqual(reversed.map((_, i) => i + 1));

    await expect(reorderHints(hakone, reversed.slice(1))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    const unchanged = await db.adventureHint.findMany({ where: { destinationId: hakone }, orderBy: { displayOrder: "asc" }, select: { id: true } });
    expect(unchanged.map((h) => h.id)).toEqual(reversed);
  });
});

describe("local spots", () => {
  it("creates and edits a spot with opening hours, keeping other translations", async () => {
    const fields = spotFieldsSchema.parse({ destinationId: hakone, name: four("峠の茶屋", "Pass tea house"), category: "cafe", popularityScore: 30, status: "active", isFeatured: false, tags: ["Tea"], bestSeason: ["autumn"], openingTime: "9:00", closingTime: "17:30" });
    const { id } = await createSpot(fields);
    expect(await db.localSpot.findUniqueOrThrow({ where: { id } })).toMatchObject({ nameJa: "峠の茶屋", tags: ["tea"], openingTime: "9:00", closingTime: "17:30", translations: { en: { name: "Pass tea house" } } });

    await updateSpot(id, { ...fields, openingTime: null, name: { ...fields.name, zh: "山口茶屋" } });
    const row = await db.localSpot.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ openingTime: null, translations: { en: { name: "Pass tea house" }, zh: { name: "山口茶屋" } } });

    const page = await listSpots({ destination: hakone, category: "cafe", page: 1 });
    expect(page.items.some((s) => s.id === id && s.fields.openingTime === null)).toBe(true);
  });

  it("refuses a spot for a destination that does not exist", async () => {
    const fields = spotFieldsSchema.parse({ destinationId: "99999999-9999-4999-8999-999999999999", name: four("幻"), category: "scenic", popularityScore: 0, status: "active", isFeatured: false, tags: [], bestSeason: [], openingTime: "", closingTime: "" });
    await expect(createSpot(fields)).rejects.toMatchObject({ userMessage: { text: "目的地が見つかりません" } });
  });
});

describe("translation completeness", () => {
  it("finds a missing Korean name and fills it in", async () => {
    await db.destination.update({ where: { id: destinationId("nikko") }, data: { nameKo: "" } });
    const before = await translationOverview({ entity: "destinations", lang: "ko", missing: "1", q: "日光", page: 1 });
    expect(before.list.items.map((i) => i.label.ja)).toEqual(["日光"]);
    expect(before.list.items[0].fields.find((f) => f.key === "name")?.missing).toEqual(["ko"]);
    const missingBefore = before.summary.find((s) => s.entity === "destinations")!.perLocale.ko.missingItems;
    expect(missingBefore).toBeGreaterThanOrEqual(1);

    await saveTranslations({ entity: "destinations", id: destinationId("nikko"), locale: "ko", fields: { name: "닛코", "highlights.0": "새 볼거리" } });
    const row = await db.destination.findUniqueOrThrow({ where: { id: destinationId("nikko") } });
    expect(row.nameKo).toBe("닛코");
    expect((row.highlights as { ko: string }[])[0].ko).toBe("새 볼거리");
    const after = await translationOverview({ entity: "destinations", lang: "ko", missing: "1", q: "日光", page: 1 });
    expect(after.list.total).toBe(0);
    expect(after.summary.find((s) => s.entity === "destinations")!.perLocale.ko.missingItems).toBe(missingBefore - 1);
  });

  it("refuses fields an entity does not have", async () => {
    const spot = await db.localSpot.findFirstOrThrow();
    await expect(saveTranslations({ entity: "spots", id: spot.id, locale: "en", fields: { title: "x" } })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
