import "server-only";
import { stat } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { STORED_IMAGE_URL } from "../images/image-meta";

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

async function publicFileExists(url: string): Promise<boolean> {
  const publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
  let file: string;
  try {
    file = path.resolve(publicDir, `.${decodeURIComponent(url.split(/[?#]/)[0])}`);
  } catch {
    return false;
  }
  if (!file.startsWith(publicDir + path.sep) || !IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase())) return false;
  return stat(file).then((s) => s.isFile(), () => false);
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
