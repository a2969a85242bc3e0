import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CARD_HEIGHT, CARD_WIDTH } from "./card";

const MIME: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

// Artwork under public/ changes only with a deploy, so each answer (including "missing") is kept.
const cache = new Map<string, Promise<string | null>>();

/**
 * The artwork at a public/ path as a data URL; null for uploads (served by the app, not from
 * disk), other formats and missing files. Never fetched over the network.
 */
export function heroDataUrl(src: string): Promise<string | null> {
  const file = publicFile(src);
  if (!file) return Promise.resolve(null);
  let result = cache.get(file);
  if (!result) {
    result = readFile(/*turbopackIgnore: true*/ file).then(rasterize, () => null);
    cache.set(file, result);
  }
  return result;
}

// The artwork's SVG filters (film grain) cost ~300 ms on every card; drawn once at card size, the
// four languages of a destination and every later request reuse the JPEG.
async function rasterize(data: Buffer): Promise<string> {
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp(data)
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover" })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

function publicFile(src: string): string | null {
  const pathname = src.split(/[?#]/)[0];
  if (!pathname.startsWith("/") || pathname.startsWith("/api/")) return null;
  const publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
  let file: string;
  try {
    file = path.resolve(publicDir, `.${decodeURIComponent(pathname)}`);
  } catch {
    return null;
  }
  if (!file.startsWith(publicDir + path.sep) || !MIME[path.extname(file).toLowerCase()]) return null;
  return file;
}
