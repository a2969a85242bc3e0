import "server-only";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { STORED_IMAGE_URL } from "../images/image-meta";
import { adminFailure } from "../shared/errors";
import { HERO_MIN, heroTooSmall, type HeroSize } from "./hero-size";

// Whether a hero image would load for a traveller. A hero is one of three things (see the
// destination form): artwork shipped in public/, an image uploaded to the library
// (/api/images/{id}), or an outside http(s) address.

/** An outside image has this long to answer; the settings page waits for it. */
export const HERO_PROBE_TIMEOUT_MS = 3000;

const IMAGE_EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".avif"]);

export async function heroImageLoads(url: string, timeoutMs = HERO_PROBE_TIMEOUT_MS): Promise<boolean> {
  const stored = STORED_IMAGE_URL.exec(url);
  if (stored) {
    const db = await getDb();
    const image = await db.storedImage.findUnique({ where: { id: stored[1].toLowerCase() }, select: { mimeType: true } });
    return Boolean(image?.mimeType.startsWith("image/"));
  }
  if (url.startsWith("/")) return publicFileExists(url);
  return remoteImageAnswers(url, timeoutMs);
}

/** The image file under public/ an address names, or null when it names none. */
function publicFile(url: string): string | null {
  const publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
  let file: string;
  try {
    file = path.resolve(/*turbopackIgnore: true*/ publicDir, `.${decodeURIComponent(url.split(/[?#]/)[0])}`);
  } catch {
    return null;
  }
  return file.startsWith(publicDir + path.sep) && IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase()) ? file : null;
}

async function publicFileExists(url: string): Promise<boolean> {
  const file = publicFile(url);
  return file ? stat(/*turbopackIgnore: true*/ file).then((s) => s.isFile(), () => false) : false;
}

/** HEAD first; a server that does not answer HEAD gets a GET whose body is not read. */
async function remoteImageAnswers(url: string, timeoutMs: number): Promise<boolean> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let response = await fetch(url, { method: "HEAD", redirect: "follow", signal, cache: "no-store" });
    if (response.status === 405 || response.status === 501) {
      response = await fetch(url, { method: "GET", redirect: "follow", signal, cache: "no-store" });
      await response.body?.cancel();
    }
    return response.ok && (response.headers.get("content-type") ?? "").toLowerCase().startsWith("image/");
  } catch (error) {
    logger.warn("admin: hero image did not answer", { url, message: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/** Outside images are read whole to learn their size; a hero larger than this is not one. */
const MAX_REMOTE_BYTES = 20 * 1024 * 1024;

async function rasterSize(bytes: Uint8Array | string): Promise<HeroSize | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format === "svg") return { width: meta.width ?? null, height: meta.height ?? null, vector: true };
    return meta.width && meta.height ? { width: meta.width, height: meta.height, vector: false } : null;
  } catch {
    return null;
  }
}

/**
 * A hero's pixel size: from the library's record, the file in public/, or by fetching it. Null when
 * it cannot be told (the image does not load: heroImageLoads reports that).
 */
export async function heroImageSize(url: string, timeoutMs = HERO_PROBE_TIMEOUT_MS): Promise<HeroSize | null> {
  const stored = STORED_IMAGE_URL.exec(url);
  if (stored) {
    const db = await getDb();
    const image = await db.storedImage.findUnique({ where: { id: stored[1].toLowerCase() }, select: { mimeType: true, width: true, height: true } });
    if (!image) return null;
    return { width: image.width, height: image.height, vector: image.mimeType === "image/svg+xml" };
  }
  if (url.startsWith("/")) {
    const file = publicFile(url);
    if (!file) return null;
    if (path.extname(file).toLowerCase() === ".svg") return { width: null, height: null, vector: true };
    return readFile(/*turbopackIgnore: true*/ file).then((bytes) => rasterSize(bytes), () => null);
  }
  try {
    const response = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
    const type = (response.headers.get("content-type") ?? "").toLowerCase();
    if (!response.ok || !type.startsWith("image/") || Number(response.headers.get("content-length") ?? 0) > MAX_REMOTE_BYTES) {
      await response.body?.cancel();
      return null;
    }
    if (type.startsWith("image/svg")) {
      await response.body?.cancel();
      return { width: null, height: null, vector: true };
    }
    return rasterSize(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return null;
  }
}

/** Refuses a raster hero below the minimum (HERO_MIN) with the administrator's message. */
export async function assertHeroLargeEnough(url: string | null | undefined): Promise<void> {
  if (!url) return;
  const size = await heroImageSize(url);
  if (size && heroTooSmall(size)) throw await adminFailure("heroTooSmall", { width: size.width ?? 0, height: size.height ?? 0, minWidth: HERO_MIN.width, minHeight: HERO_MIN.height });
}
