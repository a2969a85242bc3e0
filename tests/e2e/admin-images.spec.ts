// The public image route and the locked image API, as a browser and an anonymous client see them.
// (The console screens themselves need an administrator session; they are covered once sign-in exists.)
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { expect, test } from "./support/test";
import pg from "pg";

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

const id = randomUUID();
const bytes = png(8, 5);
// An older upload (no smaller copies yet) of a photo wider than the widest copy.
const photoId = randomUUID();
const photo = png(1800, 900);

test.beforeAll(async () => {
  // scripts/e2e.mjs points DATABASE_URL at the fresh database the server uses.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("INSERT INTO stored_images (id, filename, mime_type, byte_size, data, width, height) VALUES ($1, 'e2e.png', 'image/png', $2, $3, 8, 5) ON CONFLICT (id) DO NOTHING", [id, bytes.length, bytes]);
    await client.query("INSERT INTO stored_images (id, filename, mime_type, byte_size, data, width, height) VALUES ($1, 'wide.png', 'image/png', $2, $3, 1800, 900) ON CONFLICT (id) DO NOTHING", [photoId, photo.length, photo]);
  } finally {
    await client.end();
  }
});

test("a library image is served with its type and a year-long cache, and shows in a page", async ({ page, request }) => {
  const res = await request.get(`/api/images/${id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await res.body()).equals(bytes)).toBe(true);

  const again = await request.get(`/api/images/${id}`, { headers: { "if-none-match": res.headers()["etag"] } });
  expect(again.status()).toBe(304);

  await page.goto("/");
  const width = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, `/api/images/${id}`);
  expect(width).toBe(8);
});

test("a library photo comes as AVIF or WebP at the width it is drawn, made on its first request", async ({ page, request }) => {
  const avif = await request.get(`/api/images/${photoId}/960.avif`);
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await avif.body()).length).toBeLessThan(photo.length);
  const odd = await request.get(`/api/images/${photoId}/500.webp`);
  expect(odd.status()).toBe(400);
  expect(await odd.json()).toMatchObject({ ok: false, code: "BAD_REQUEST" });

  // A picture as the pages write it: for a 300-pixel slot the browser takes a small AVIF copy.
  await page.goto("/");
  const chosen = await page.evaluate(async (src) => {
    const holder = document.createElement("div");
    holder.innerHTML = `<picture><source type="image/avif" srcset="${src}/480.avif 480w, ${src}/960.avif 960w, ${src}/1600.avif 1600w" sizes="300px"><img src="${src}" alt="" style="width:300px"></picture>`;
    document.body.append(holder);
    const img = holder.querySelector("img")!;
    await img.decode();
    return new URL(img.currentSrc).pathname;
  }, `/api/images/${photoId}`);
  // 480 on a 1x screen, 960 on the 3x phone: never the 1600 copy or the original.
  expect(chosen).toMatch(/\/(480|960)\.avif$/);
});

test("unknown and malformed image ids are a 404 in JSON, not an error page", async ({ request }) => {
  for (const path of [`/api/images/${randomUUID()}`, "/api/images/not-an-id", "/api/images/..%2F..%2Fetc%2Fpasswd"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json()).toMatchObject({ ok: false, code: "NOT_FOUND" });
  }
});

test("the image API refuses anonymous callers with 401, other sites with 403, and stores nothing", async ({ request, baseURL }) => {
  const file = { name: "x.png", mimeType: "image/png", buffer: png(2, 2) };
  const elsewhere = await request.post("/api/admin/images?lang=en", { multipart: { file }, headers: { origin: "http://evil.example" } });
  expect(elsewhere.status()).toBe(403);
  const upload = await request.post("/api/admin/images?lang=en", { multipart: { file }, headers: { origin: new URL(baseURL!).origin } });
  expect(upload.status()).toBe(401);
  expect(await upload.json()).toMatchObject({ ok: false, code: "UNAUTHORIZED", message: "Please sign in to continue" });
  const list = await request.get("/api/admin/images");
  expect(list.status()).toBe(401);
});
