import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { commonsFile, CommonsError, searchCommons, type CommonsPhoto } from "@/lib/clients/commons";
import { callTimeout } from "@/lib/clients/wait-limits";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { contentChanged } from "../shared/revalidate";
import { cleanFileName, IMAGE_MAX_BYTES, storedImageUrl } from "./image-meta";
import { inspectImage } from "./inspect";

// Photos from Wikimedia Commons into our own image store, with their credit. The licence is read
// again from Commons at import (never taken from the browser); a file whose licence forbids reuse
// is refused. The stored copy keeps author, licence and file page, which every page that shows
// the photo prints beside it.

export type CommonsCandidate = Omit<CommonsPhoto, "url">;

/** Photos for a destination: found by its names and around its position, each once. */
export async function findDestinationPhotos(destinationId: string): Promise<CommonsCandidate[]> {
  await requireAdmin();
  const db = await getDb();
  const d = await db.destination.findUnique({ where: { id: destinationId }, select: { nameJa: true, nameEn: true, latitude: true, longitude: true } });
  if (!d) throw await notFoundFailure();
  try {
    const found = await Promise.all([
      searchCommons({ kind: "name", name: d.nameEn || d.nameJa, limit: 12 }),
      searchCommons({ kind: "near", latitude: d.latitude, longitude: d.longitude, radiusM: 5_000, limit: 12 }),
    ]);
    const seen = new Set<string>();
    return found.flat().filter((p) => !seen.has(p.title) && seen.add(p.title)).map(({ url: _url, ...rest }) => rest);
  } catch (error) {
    if (error instanceof CommonsError) throw await adminFailure("commonsUnavailable");
    throw error;
  }
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { headers: { "user-agent": env().NOMINATIM_USER_AGENT }, signal: AbortSignal.timeout(callTimeout(env().COMMONS_TIMEOUT_MS)), cache: "no-store" });
  if (!response.ok) throw new CommonsError("http", `The file answered ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > IMAGE_MAX_BYTES) throw new CommonsError("invalid_response", "The file is larger than the image store takes");
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Imports a Commons file into the image store with its credit; with a destination, makes it the
 * destination's hero. Refuses a licence that does not allow reuse.
 */
export async function importCommonsPhoto(input: { title: string; destinationId?: string }): Promise<{ id: string; url: string }> {
  const actor = await requireAdmin();
  const db = await getDb();
  if (input.destinationId && !(await db.destination.findUnique({ where: { id: input.destinationId }, select: { id: true } }))) throw await notFoundFailure();
  let bytes: Uint8Array;
  let photo: CommonsPhoto;
  try {
    const file = await commonsFile(input.title);
    if (file.status === "refused") throw await adminFailure("licenceNotReusable", { licence: file.licenceName });
    if (file.status === "missing") throw await notFoundFailure();
    photo = file.photo;
    bytes = await download(photo.url);
  } catch (error) {
    if (!(error instanceof CommonsError)) throw error;
    logger.warn("commons import failed", { title: input.title, kind: error.kind });
    throw await adminFailure("commonsUnavailable");
  }
  const check = await inspectImage(bytes);
  if (!check.ok || check.meta.type === "image/svg+xml") throw await adminFailure("commonsNotAPhoto");
  const uploader = actor.user?.id ? await db.user.findUnique({ where: { id: actor.user.id }, select: { id: true } }) : null;
  const row = await db.storedImage.create({
    data: {
      filename: cleanFileName(photo.title.replace(/^File:/, "")),
      mimeType: check.meta.type,
      byteSize: bytes.length,
      data: Buffer.from(bytes),
      width: check.meta.width,
      height: check.meta.height,
      altJa: "",
      creditSource: "commons",
      creditAuthor: photo.author.slice(0, 200),
      licence: photo.licenceName.slice(0, 60),
      licenceUrl: photo.licenceUrl,
      sourceUrl: photo.pageUrl,
      uploadedBy: uploader?.id ?? null,
    },
    select: { id: true },
  });
  const url = storedImageUrl(row.id);
  if (input.destinationId) await db.destination.update({ where: { id: input.destinationId }, data: { heroImageUrl: url } });
  contentChanged();
  return { id: row.id, url };
}
