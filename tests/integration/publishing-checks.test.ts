// A destination reaches travellers only when finished: the back office refuses to make one active
// with a hero that does not load, a far or missing main station, no stay or no hint, and the draw
// never shows a destination without a stay, whatever its switches say.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { createDestination, getDestinationSettings, updateDestination, updateDestinationSettings } from "@/features/admin/destinations/service";
import { destinationFieldsSchema, destinationSettingsSchema, type DestinationFields } from "@/features/admin/destinations/schemas";
import { heroImageLoads } from "@/features/admin/destinations/hero-check";
import { publishingGaps } from "@/features/admin/destinations/publishing";
import { getActor } from "@/features/auth/server";
import { clearProposalCache } from "@/features/proposal/service";
import { getDb, type Db } from "@/lib/db";
import { destinationId } from "@/data/catalogue/ids";
import { ADMIN } from "../support/actors";
import { setTestLocale } from "../support/next-intl-server";
import { draw, drawAll, withChange } from "./proposal-helpers";

let db: Db;
let server: Server;
let origin: string;
// Active destinations are read in four languages (checked on its own: admin-seasons-languages.test.ts).
const text = (ja: string, en = `${ja} (en)`) => ({ ja, en, ko: `${ja} (ko)`, zh: `${ja} (zh)` });

beforeAll(async () => {
  db = await getDb();
  // An outside image host: an image, a page, a missing file, and one that answers too late.
  server = createServer((req, res) => {
    if (req.url === "/hero.png") res.writeHead(200, { "content-type": "image/png" }).end(req.method === "HEAD" ? undefined : "png");
    else if (req.url === "/page") res.writeHead(200, { "content-type": "text/html" }).end("<p>hi</p>");
    else if (req.url === "/get-only.jpg") res.writeHead(req.method === "HEAD" ? 405 : 200, { "content-type": "image/jpeg" }).end();
    else if (req.url === "/slow.png") setTimeout(() => res.writeHead(200, { "content-type": "image/png" }).end(), 1000);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
  setTestLocale("ja");
});
afterEach(() => clearProposalCache());

// A new place in Shizuoka (Mishima), as the issue saw it published: broken art, nothing attached.
const fields = (slug: string, heroImageUrl: string): DestinationFields =>
  destinationFieldsSchema.parse({
    slug,
    name: text("三島", "Mishima"),
    description: text("湧水の町。"),
    highlights: [text("源兵衛川")],
    prefecture: "静岡県",
    region: "chubu",
    moods: ["river"],
    bestSeasons: ["summer"],
    pitch: text("湧水の町"),
    sources: [],
    tags: [],
    heroImageUrl,
    distanceFromTokyoKm: 100,
    travelTimeFromTokyoMinutes: 60,
    estimatedBudgetMin: 10000,
    estimatedBudgetMax: 30000,
    latitude: 35.1264,
    longitude: 138.9108,
  });

const settings = (id: string, over: Partial<{ status: string; isFeatured: boolean; mainStationId: string }>) =>
  destinationSettingsSchema.parse({ id, isFeatured: true, status: "active", mainStationId: "", alternativeStationIds: [], accessNotes: {}, ...over });

describe("publishing a destination", () => {
  it("is refused with every missing item named, and changes nothing; a draft saves with anything missing", async () => {
    const { id } = await createDestination(fields("mishima-test", "/images/destinations/mishima-missing.svg"));
    const attempt = updateDestinationSettings(settings(id, { mainStationId: "new-chitose-airport" }));
    await expect(attempt).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    const message = ((await attempt.catch((e) => e)) as { userMessage: { text: string } }).userMessage.text;
    expect(message).toMatch(/^公開中にできません。足りない項目: /);
    expect(message).toContain("メイン画像を読み込めません（/images/destinations/mishima-missing.svg）");
    expect(message).toMatch(/メインの駅「新千歳空港駅」が目的地から[\d,.]+km離れています（30km以内にしてください）/);
    expect(message).toContain("提案に出せる宿がありません");
    expect(message).toContain("公開中の冒険のヒントがありません");
    expect(await db.destination.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft", isFeatured: false, mainStationId: null });

    // Featured but inactive is no more visible than a draft.
    await updateDestinationSettings(settings(id, { status: "draft", mainStationId: "new-chitose-airport" }));
    expect(await db.destination.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft", isFeatured: true, mainStationId: "new-chitose-airport" });

    // In the administrator's language.
    setTestLocale("en");
    const english = await updateDestinationSettings(settings(id, {})).catch((e) => e.userMessage.text as string);
    expect(english).toBe(
      "This destination cannot be made active yet: The main image does not load (/images/destinations/mishima-missing.svg); No main station is set; No stay can be proposed (at least one active, featured stay is needed); No active adventure hint (at least one is needed)",
    );
  });

  it("goes through once the hero loads, the station is near, and a stay and a hint are active", async () => {
    const { id } = await createDestination(fields("mishima-ready", "/images/moods/river.svg"));
    expect((await getDestinationSettings(id))!.gaps.map((g) => g.kind)).toEqual(["stays", "hints"]);
    await db.accommodation.create({
      data: { slug: "mishima-ready-inn", nameJa: "三島の宿", nameEn: "Mishima Inn", area: "三島", destinationId: id, type: "ryokan", prefecture: "静岡県", moods: ["river"], features: ["湧水"], amenities: [], pricePerNightMin: 12000, pricePerNightMax: 20000, heroImageUrl: "/images/accommodations/ryokan.svg", status: "active", isFeatured: true },
    });
    await expect(updateDestinationSettings(settings(id, { mainStationId: "atami" }))).rejects.toMatchObject({ userMessage: { text: "公開中にできません。足りない項目: 公開中の冒険のヒントがありません（1件以上必要です）" } });
    await db.adventureHint.create({ data: { destinationId: id, titleJa: "源兵衛川を歩く", descriptionJa: "水の上の小道。", category: "nature", status: "active" } });
    await updateDestinationSettings(settings(id, { mainStationId: "atami" }));
    expect(await db.destination.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "active", isFeatured: true, mainStationId: "atami" });

    // Once active, an edit may not break the hero or move the place away from its station.
    await expect(updateDestination(id, fields("mishima-ready", `${origin}/gone.png`))).rejects.toMatchObject({ userMessage: { text: expect.stringContaining(`メイン画像を読み込めません（${origin}/gone.png）`) } });
    await expect(updateDestination(id, { ...fields("mishima-ready", "/images/moods/river.svg"), latitude: 43.06, longitude: 141.35 })).rejects.toMatchObject({ userMessage: { text: expect.stringMatching(/^公開中の目的地のため保存できません: メインの駅「熱海駅」/) } });
    expect(await db.destination.findUniqueOrThrow({ where: { id } })).toMatchObject({ heroImageUrl: "/images/moods/river.svg", latitude: 35.1264 });
    await updateDestination(id, { ...fields("mishima-ready", `${origin}/hero.png`), description: text("湧水と鰻の町。") });
    expect((await db.destination.findUniqueOrThrow({ where: { id } })).heroImageUrl).toBe(`${origin}/hero.png`);
  });

  it("every seeded active destination passes", async () => {
    const active = await db.destination.findMany({ where: { status: "active" }, select: { id: true, slug: true, prefecture: true, heroImageUrl: true, latitude: true, longitude: true, mainStationId: true } });
    expect(active.length).toBeGreaterThan(0);
    const failing = (await Promise.all(active.map(async (d) => ({ slug: d.slug, gaps: await publishingGaps(d, d.mainStationId) })))).filter((r) => r.gaps.length);
    expect(failing).toEqual([]);
  });
});

describe("a hero image loads", () => {
  it("from public/ only when the file is there, and never outside it", async () => {
    expect(await heroImageLoads("/images/moods/river.svg")).toBe(true);
    expect(await heroImageLoads("/images/moods/river.svg?v=2")).toBe(true);
    expect(await heroImageLoads("/images/moods/lava.svg")).toBe(false);
    expect(await heroImageLoads("/../package.json")).toBe(false);
    expect(await heroImageLoads("/images/%2e%2e/%2e%2e/package.json")).toBe(false);
  });

  it("from the image library only when the upload exists", async () => {
    const id = randomUUID();
    expect(await heroImageLoads(`/api/images/${id}`)).toBe(false);
    await db.storedImage.create({ data: { id, filename: "hero.png", mimeType: "image/png", byteSize: 3, data: Buffer.from("png") } });
    expect(await heroImageLoads(`/api/images/${id}`)).toBe(true);
  });

  it("from outside when the address answers 2xx with an image, within the time allowed", async () => {
    expect(await heroImageLoads(`${origin}/hero.png`)).toBe(true);
    expect(await heroImageLoads(`${origin}/get-only.jpg`)).toBe(true);
    expect(await heroImageLoads(`${origin}/missing.png`)).toBe(false);
    expect(await heroImageLoads(`${origin}/page`)).toBe(false);
    expect(await heroImageLoads(`${origin}/slow.png`, 200)).toBe(false);
    expect(await heroImageLoads("http://127.0.0.1:9/nobody.png")).toBe(false);
  });
});

describe("the draw", () => {
  it("never shows a destination without a stay to offer, even when active and featured", async () => {
    const kamakura = destinationId("kamakura");
    const stays = await db.accommodation.findMany({ where: { destinationId: kamakura, status: "active" }, select: { id: true } });
    expect(stays.length).toBeGreaterThan(0);
    const { first: before, slugs: all } = await drawAll({ moods: ["ocean"] });
    expect(all).toContain("kamakura");
    await withChange(
      () => db.accommodation.updateMany({ where: { id: { in: stays.map((s) => s.id) } }, data: { status: "inactive" } }),
      () => db.accommodation.updateMany({ where: { id: { in: stays.map((s) => s.id) } }, data: { status: "active" } }),
      async () => {
        expect(await db.destination.findUniqueOrThrow({ where: { id: kamakura } })).toMatchObject({ status: "active", isFeatured: true });
        const { first, slugs } = await drawAll({ moods: ["ocean"] });
        expect(first.pool.total).toBe(before.pool.total - 1);
        expect(slugs).not.toContain("kamakura");
        // Asked for by id (a destination page's 'go here'), it is not shown either.
        const shown = await draw({ moods: ["ocean"], show: kamakura });
        expect(shown.proposal.slug).not.toBe("kamakura");
      },
    );
  });
});
