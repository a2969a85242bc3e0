// The AVIF and WebP copies of library photos: made after an upload or on the first request,
// kept in the database, served with their type and a long cache; SVG and odd widths are not copied.
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Route handlers hand background work to Next's after(); here it runs at once and is awaited.
const background: Promise<unknown>[] = [];
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void background.push(task()),
}));
vi.mock("@/features/auth/actor", () => ({ getActor: vi.fn() }));
vi.mock("next-intl/server", () => import("../support/next-intl-server"));

import { POST as uploadImage } from "@/app/api/admin/images/route";
import { GET as serveVariant } from "@/app/api/images/[id]/[variant]/route";
import { deleteImage, saveImage } from "@/features/admin/images/service";
import { getActor } from "@/features/auth/server";
import { getDb, type Db } from "@/lib/db";
import { ADMIN } from "../support/actors";
import { SAFE_SVG, encodedImage } from "../support/images";

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
beforeEach(() => {
  vi.mocked(getActor).mockResolvedValue(ADMIN);
  background.length = 0;
});

const variantRequest = (id: string, variant: string, headers: Record<string, string> = {}) =>
  serveVariant(new Request(`http://localhost/api/images/${id}/${variant}?lang=en`, { headers }), { params: Promise.resolve({ id, variant }) });

async function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [k, v] of Object.entries({ rightsBasis: "own", author: "Test Team", confirmed: "yes" })) form.append(k, v);
  const res = await uploadImage(new Request("http://localhost/api/admin/images?lang=en", { method: "POST", body: form, headers: { origin: "http://localhost:3000" } }));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const kept = (imageId: string) => db.storedImageVariant.findMany({ where: { imageId }, select: { format: true, width: true, height: true }, orderBy: [{ format: "asc" }, { width: "asc" }] });

describe("image variants", () => {
  it("makes every AVIF and WebP width after a photo's upload, and serves them", async () => {
    const id = await upload(await encodedImage("jpeg", 2000, 1500), "onsen.jpg", "image/jpeg");
    await Promise.all(background);
    expect(await kept(id)).toEqual([
      { format: "avif", width: 480, height: 360 },
      { format: "avif", width: 960, height: 720 },
      { format: "avif", width: 1600, height: 1200 },
      { format: "webp", width: 480, height: 360 },
      { format: "webp", width: 960, height: 720 },
      { format: "webp", width: 1600, height: 1200 },
    ]);

    const res = await variantRequest(id, "960.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 960, height: 720 });
    expect(res.headers.get("content-length")).toBe(String(body.length));

    const avif = await variantRequest(id, "480.avif");
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({ compression: "av1", width: 480 });

    const again = await variantRequest(id, "960.webp", { "if-none-match": res.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("makes a missing copy on its first request (older uploads), keeps it, and never enlarges", async () => {
    const saved = await saveImage({ bytes: await encodedImage("png", 700, 500), filename: "old.png" });
    if (!saved.ok) throw new Error(saved.reason);
    const id = saved.image.id;
    expect(await kept(id)).toEqual([]);

    // Both wider copies are the photo at its own 700 pixels, made once.
    const [wide, wider] = await Promise.all([variantRequest(id, "960.avif"), variantRequest(id, "1600.avif")]);
    for (const res of [wide, wider]) {
      expect(res.status).toBe(200);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 700, height: 500 });
    }
    expect((await variantRequest(id, "480.avif")).status).toBe(200);
    expect(await kept(id)).toEqual([
      { format: "avif", width: 480, height: 343 },
      { format: "avif", width: 700, height: 500 },
    ]);
  });

  it("refuses widths and formats it does not serve, storing nothing", async () => {
    const saved = await saveImage({ bytes: await encodedImage("webp", 1200, 800), filename: "odd.webp" });
    if (!saved.ok) throw new Error(saved.reason);
    for (const bad of ["500.webp", "4000.avif", "960.png", "960.gif", "huge.webp"]) {
      const res = await variantRequest(saved.image.id, bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ok: false, code: "BAD_REQUEST", message: "Invalid request" });
    }
    expect(await kept(saved.image.id)).toEqual([]);
  });

  it("answers 404 for an unknown image, and the SVG itself for a drawing", async () => {
    expect((await variantRequest("99999999-9999-4999-8999-999999999999", "480.webp")).status).toBe(404);
    expect((await variantRequest("not-a-uuid", "480.webp")).status).toBe(404);

    const id = await upload(new TextEncoder().encode(SAFE_SVG), "logo.svg", "image/svg+xml");
    expect(background).toEqual([]);
    const res = await variantRequest(id, "960.avif");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(await res.text()).toBe(SAFE_SVG);
    expect(await kept(id)).toEqual([]);
  });

  it("deletes the copies with their image", async () => {
    const saved = await saveImage({ bytes: await encodedImage("jpeg", 1000, 500), filename: "gone.jpg" });
    if (!saved.ok) throw new Error(saved.reason);
    await variantRequest(saved.image.id, "480.webp");
    expect(await kept(saved.image.id)).toHaveLength(1);
    await deleteImage(saved.image.id);
    expect(await db.storedImageVariant.count({ where: { imageId: saved.image.id } })).toBe(0);
  });
});
