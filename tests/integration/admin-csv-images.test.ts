// Bulk CSV import (all or nothing) and the image library (limits, public serving) on a real database.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
// The upload hands the making of smaller copies to Next's after() (tests/integration/image-variants.test.ts).
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), after: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { POST as uploadImage, GET as listImagesRoute } from "@/app/api/admin/images/route";
import { GET as serveImage } from "@/app/api/images/[id]/route";
import { importCsv, importRows, previewCsv } from "@/features/admin/csv/service";
import { spotFieldsSchema } from "@/features/admin/spots/schemas";
import { deleteImage, saveImage } from "@/features/admin/images/service";
import { IMAGE_MAX_BYTES } from "@/features/admin/images/image-meta";
import { getActor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { readTranslations } from "@/lib/i18n-content";
import { destinationId } from "@/data/catalogue/ids";
import { ADMIN, GUEST, TRAVELLER } from "../support/actors";
import { SAFE_SVG, pngBytes } from "../support/images";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
});

const SPOTS = "destination,name_ja,category,opening_time,closing_time,rating,months,name_en,name_ko,name_zh";
// A blank status is active, and an active row is read in four languages: each row names itself in all of them.
const spot = (cells: string, months = "") => `${cells},${months},A shop,가게,店铺`;

describe("bulk CSV import", () => {
  it("previews every row without writing anything", async () => {
    const before = await db.localSpot.count();
    const preview = await previewCsv("spots", [SPOTS, spot("hakone,朝霧の茶屋,cafe,9:00,17:00,4.1"), spot("hakone,夜の店,gourmet,25:00,,")].join("\n"));
    expect(preview.validCount).toBe(1);
    expect(preview.rows[1].errors).toEqual([{ column: "opening_time", message: "invalidTime" }]);
    expect(await db.localSpot.count()).toBe(before);
  });

  it("imports nothing when one row is wrong", async () => {
    const before = await db.localSpot.count();
    const text = [SPOTS, spot("hakone,霧の茶屋,cafe,9:00,17:00,4.1"), spot("kamakura,海の店,gourmet,,,"), spot("nowhere,幻の店,cafe,,,")].join("\n");
    await expect(importCsv("spots", text)).rejects.toMatchObject({ userMessage: { text: "エラーのある行が1件あるため、取り込みませんでした" } });
    expect(await db.localSpot.count()).toBe(before);
    expect(await db.localSpot.findFirst({ where: { nameJa: "霧の茶屋" } })).toBeNull();
  });

  it("imports every row of a clean file, resolving destinations by slug or name", async () => {
    const text = [SPOTS, spot("hakone,霧の茶屋,cafe,9:00,17:00,4.1", "7|8"), spot("鎌倉,海の店,gourmet,,,")].join("\n");
    expect(await importCsv("spots", text)).toEqual({ imported: 2 });
    expect(await db.localSpot.findFirstOrThrow({ where: { nameJa: "霧の茶屋" } })).toMatchObject({ destinationId: destinationId("hakone"), openingTime: "9:00", closingTime: "17:00", rating: 4.1, months: [7, 8] });
    expect(await db.localSpot.findFirstOrThrow({ where: { nameJa: "海の店" } })).toMatchObject({ destinationId: destinationId("kamakura"), openingTime: null, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    // The same file again would duplicate them: refused.
    await expect(importCsv("spots", text)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("rolls back the rows already written when the database refuses a later one", async () => {
    const before = await db.localSpot.count();
    const row = (destination: string, name: string) => spotFieldsSchema.parse({ destinationId: destination, name: { ja: name, en: name, ko: name, zh: name }, category: "scenic", popularityScore: 0, status: "active", isFeatured: false, tags: [], bestSeason: [], openingTime: "", closingTime: "" });
    // The second row points at a destination deleted after the check: a foreign-key failure.
    await expect(importRows("spots", [row(destinationId("hakone"), "巻き戻る景色"), row("99999999-9999-4999-8999-999999999999", "存在しない")])).rejects.toThrow();
    expect(await db.localSpot.count()).toBe(before);
    expect(await db.localSpot.findFirst({ where: { nameJa: "巻き戻る景色" } })).toBeNull();
  });

  it("appends imported hints after each destination's last one, with optional hero images", async () => {
    const last = (await db.adventureHint.aggregate({ where: { destinationId: destinationId("nikko") }, _max: { displayOrder: true } }))._max.displayOrder ?? 0;
    const text = ["destination,title_ja,description_ja,category,hero_image_url,status", "nikko,朝の参道,人の少ない朝に,culture,,draft", "nikko,滝の音,華厳の滝の轟音,nature,/images/destinations/nikko.svg,draft"].join("\n");
    expect(await importCsv("hints", text)).toEqual({ imported: 2 });
    const rows = await db.adventureHint.findMany({ where: { destinationId: destinationId("nikko"), displayOrder: { gt: last } }, orderBy: { displayOrder: "asc" } });
    expect(rows.map((h) => [h.titleJa, h.displayOrder, h.heroImageUrl, h.iconType])).toEqual([
      ["朝の参道", last + 1, null, "camera"],
      ["滝の音", last + 2, "/images/destinations/nikko.svg", "mountain"],
    ]);
  });

  it("imports stays with their new fields, taking the prefecture and moods from the destination", async () => {
    const header = "destination,slug,name_ja,area_ja,type,price_min,price_max,price_basis,max_guests,rooms,check_in_time,check_out_time,sources,address,address_en,address_ko,address_zh,name_en,features";
    const text = [
      header,
      'hakone,csv-hakone-inn,湯坂の宿,湯本,ryokan,24000,52000,大人2名1室の目安,4,16,15:00,10:00,https://inn.example/|https://inn.example/access,神奈川県足柄下郡箱根町湯本1,"1 Yumoto, Hakone",하코네마치 유모토 1,箱根町汤本1,Yusaka Inn,源泉かけ流し|川沿い',
      "kamakura,csv-kamakura-house,海辺の一棟貸し,由比ガ浜,villa,30000,60000,,6,,16:00,,https://house.example/,,,,,,",
    ].join("\n");
    expect(await importCsv("stays", text)).toEqual({ imported: 2 });

    const inn = await db.accommodation.findUniqueOrThrow({ where: { slug: "csv-hakone-inn" }, include: { destination: { select: { prefecture: true, moods: true } } } });
    expect(inn).toMatchObject({
      destinationId: destinationId("hakone"),
      nameJa: "湯坂の宿",
      nameEn: "Yusaka Inn",
      area: "湯本",
      type: "ryokan",
      prefecture: inn.destination!.prefecture,
      moods: inn.destination!.moods,
      rooms: 16,
      maxGuests: 4,
      checkInTime: "15:00",
      checkOutTime: "10:00",
      priceBasis: "大人2名1室の目安",
      sources: ["https://inn.example/", "https://inn.example/access"],
      features: ["源泉かけ流し", "川沿い"],
      address: "神奈川県足柄下郡箱根町湯本1",
      heroImageUrl: "/images/accommodations/ryokan.svg",
      galleryImages: [],
      status: "draft",
      isFeatured: false,
      rating: null,
    });
    expect(readTranslations(inn.translations)).toMatchObject({ en: { address: "1 Yumoto, Hakone", name: "Yusaka Inn" }, ko: { address: "하코네마치 유모토 1" }, zh: { address: "箱根町汤本1" } });
    expect(await db.accommodation.findUniqueOrThrow({ where: { slug: "csv-kamakura-house" } })).toMatchObject({ destinationId: destinationId("kamakura"), rooms: null, checkInTime: "16:00", checkOutTime: null, sources: ["https://house.example/"], heroImageUrl: "/images/accommodations/villa.svg" });

    // The same slugs again are refused, and nothing more is written.
    const before = await db.accommodation.count();
    const again = await previewCsv("stays", text);
    expect(again.rows.map((r) => r.errors)).toEqual([[{ column: "slug", message: "alreadyExists" }], [{ column: "slug", message: "alreadyExists" }]]);
    await expect(importCsv("stays", text)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await db.accommodation.count()).toBe(before);
  });

  it("imports a destination as an unfeatured draft with its stations, checked against the stations table", async () => {
    const header = "slug,name_ja,name_en,description_ja,prefecture,region,moods,best_seasons,hero_image_url,latitude,longitude,distance_from_tokyo_km,travel_time_from_tokyo_minutes,main_station,alternative_stations,pitch_ja,sources";
    const line = (main: string, alternatives: string) => `csv-yugawara,湯河原,Yugawara,相模湾に近い山あいの温泉地,神奈川県,kanto,fire|mountain,winter|autumn,/images/moods/fire.svg,35.1477,139.1069,90,80,${main},${alternatives},文人の湯,https://www.yugawara.or.jp/`;

    const unknown = await previewCsv("destinations", [header, line("odawara", "atami|no-such-station")].join("\n"));
    expect(unknown.rows[0].errors).toEqual([{ column: "alternative_stations", message: "unknownStation" }]);

    expect(await importCsv("destinations", [header, line("odawara", "atami")].join("\n"))).toEqual({ imported: 1 });
    expect(await db.destination.findUniqueOrThrow({ where: { slug: "csv-yugawara" } })).toMatchObject({
      nameJa: "湯河原",
      nameEn: "Yugawara",
      status: "draft",
      isFeatured: false,
      mainStationId: "odawara",
      alternativeStationIds: ["atami"],
      region: "kanto",
      moods: ["fire", "mountain"],
      bestSeasons: ["autumn", "winter"],
      estimatedBudgetMin: 15000,
      estimatedBudgetMax: 50000,
      pitch: { ja: "文人の湯", en: "", ko: "", zh: "" },
      sources: ["https://www.yugawara.or.jp/"],
    });
  });
});

const OWN_RIGHTS = { rightsBasis: "own", author: "Tabigacha editors", confirmed: "yes" };

function uploadRequest(file: Blob | null, name = "photo.png", headers: Record<string, string> = {}, rights: Record<string, string> = OWN_RIGHTS) {
  const form = new FormData();
  if (file !== null) form.append("file", file, name);
  for (const [k, v] of Object.entries(rights)) form.append(k, v);
  return new Request("http://localhost/api/admin/images?lang=en", { method: "POST", body: form, headers: { origin: "http://localhost:3000", ...headers } });
}

const imageParams = (id: string) => ({ params: Promise.resolve({ id }) });

describe("image library", () => {
  it("stores an upload, then serves its bytes with its type and a long cache", async () => {
    const bytes = pngBytes(6, 4);
    const res = await uploadImage(uploadRequest(new Blob([bytes], { type: "image/png" }), "箱根の朝.png"));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; url: string; width: number; height: number; mimeType: string; filename: string } };
    expect(data).toMatchObject({ mimeType: "image/png", width: 6, height: 4, filename: "箱根の朝.png", url: `/api/images/${data.id}` });

    const served = await serveImage(new Request(`http://localhost${data.url}`), imageParams(data.id));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const again = await serveImage(new Request(`http://localhost${data.url}`, { headers: { "if-none-match": served.headers.get("etag")! } }), imageParams(data.id));
    expect(again.status).toBe(304);
  });

  it("stores nothing without a complete rights statement, and keeps the statement as the photo's credit", async () => {
    const photo = () => new Blob([pngBytes(3, 3)], { type: "image/png" });
    const before = await db.storedImage.count();
    const incomplete: Record<string, string>[] = [
      {},
      { rightsBasis: "own", author: "Someone" },
      { rightsBasis: "own", author: "  ", confirmed: "yes" },
      { rightsBasis: "borrowed", author: "Someone", confirmed: "yes" },
      { rightsBasis: "licence", author: "Someone", licence: "CC BY-NC 4.0", sourceUrl: "https://example.org/p", confirmed: "yes" },
      { rightsBasis: "licence", author: "Someone", licence: "CC BY 4.0", confirmed: "yes" },
      { rightsBasis: "permission", author: "Someone", sourceUrl: "javascript:alert(1)", confirmed: "yes" },
    ];
    for (const rights of incomplete) {
      const res = await uploadImage(uploadRequest(photo(), "r.png", {}, rights));
      expect(res.status, JSON.stringify(rights)).toBe(400);
      expect((await res.json()).message).toMatch(/^State the rights to the picture/);
    }
    expect(await db.storedImage.count()).toBe(before);

    const licensed = await uploadImage(
      uploadRequest(photo(), "lake.png", {}, { rightsBasis: "licence", author: "Jane Doe", licence: "CC BY-SA 4.0", licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/", sourceUrl: "https://example.org/lake", confirmed: "yes" }),
    );
    expect(licensed.status).toBe(201);
    const { data } = (await licensed.json()) as { data: { id: string } };
    expect(await db.storedImage.findUnique({ where: { id: data.id }, select: { creditSource: true, creditAuthor: true, licence: true, licenceUrl: true, sourceUrl: true, rightsBasis: true } })).toEqual({
      creditSource: "upload",
      creditAuthor: "Jane Doe",
      licence: "CC BY-SA 4.0",
      licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
      sourceUrl: "https://example.org/lake",
      rightsBasis: "licence",
    });
    const own = await uploadImage(uploadRequest(photo(), "mine.png"));
    const ownId = ((await own.json()) as { data: { id: string } }).data.id;
    expect(await db.storedImage.findUnique({ where: { id: ownId }, select: { creditAuthor: true, licence: true, sourceUrl: true, rightsBasis: true } })).toEqual({ creditAuthor: "Tabigacha editors", licence: "", sourceUrl: null, rightsBasis: "own" });
  });

  it("believes the bytes, not the name: a renamed text file is refused", async () => {
    const res = await uploadImage(uploadRequest(new Blob(["just text"], { type: "image/png" }), "fake.png"));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ ok: false, message: "Only PNG, JPEG, WebP and SVG images can be uploaded" });
  });

  it("refuses files over 5 MB, missing files and scripted SVG", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(pngBytes(1, 1));
    const tooBig = await uploadImage(uploadRequest(new Blob([big], { type: "image/png" })));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe("Images can be at most 5 MB");

    expect((await uploadImage(uploadRequest(null))).status).toBe(400);
    const scripted = await uploadImage(uploadRequest(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" }), "x.svg"));
    expect(scripted.status).toBe(415);
    expect(await db.storedImage.count({ where: { filename: "x.svg" } })).toBe(0);
  });

  it("serves SVG sandboxed", async () => {
    const saved = await saveImage({ bytes: new TextEncoder().encode(SAFE_SVG), filename: "logo.svg" });
    if (!saved.ok) throw new Error(saved.reason);
    const res = await serveImage(new Request("http://localhost/"), imageParams(saved.image.id));
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers 404 for unknown or malformed ids, never 500", async () => {
    expect((await serveImage(new Request("http://localhost/"), imageParams("99999999-9999-4999-8999-999999999999"))).status).toBe(404);
    expect((await serveImage(new Request("http://localhost/"), imageParams("../../etc/passwd"))).status).toBe(404);
  });

  it("will not delete an image that a destination shows", async () => {
    const saved = await saveImage({ bytes: pngBytes(2, 2), filename: "hero.png" });
    if (!saved.ok) throw new Error(saved.reason);
    await db.destination.update({ where: { id: destinationId("nasu") }, data: { heroImageUrl: saved.image.url } });
    await expect(deleteImage(saved.image.id)).rejects.toMatchObject({ userMessage: { text: "この画像は1件のコンテンツで使われているため削除できません" } });
    await db.destination.update({ where: { id: destinationId("nasu") }, data: { heroImageUrl: "/images/destinations/nasu.svg" } });
    await deleteImage(saved.image.id);
    expect(await db.storedImage.findUnique({ where: { id: saved.image.id } })).toBeNull();
  });

  it("refuses an administrator's upload sent from another site, storing nothing", async () => {
    const before = await db.storedImage.count();
    for (const origin of ["http://evil.example", ""]) {
      const res = await uploadImage(uploadRequest(new Blob([pngBytes(1, 1)], { type: "image/png" }), "photo.png", { origin }));
      expect(res.status).toBe(403);
    }
    expect(await db.storedImage.count()).toBe(before);
  });

  it("answers guests 401 and travellers 403, storing nothing", async () => {
    const before = await db.storedImage.count();
    vi.mocked(getActor).mockResolvedValue(GUEST);
    const guest = await uploadImage(uploadRequest(new Blob([pngBytes(1, 1)], { type: "image/png" })));
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ ok: false, code: "UNAUTHORIZED" });
    vi.mocked(getActor).mockResolvedValue(TRAVELLER);
    const traveller = await uploadImage(uploadRequest(new Blob([pngBytes(1, 1)], { type: "image/png" })));
    expect(traveller.status).toBe(403);
    expect((await listImagesRoute(new Request("http://localhost/api/admin/images"))).status).toBe(403);
    expect(await db.storedImage.count()).toBe(before);
  });
});
