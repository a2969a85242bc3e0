import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf, type Page } from "../shared/pagination";
import { contentChanged } from "../shared/revalidate";
import { cleanFileName, storedImageUrl, type ImageCheck } from "./image-meta";
import { inspectImage } from "./inspect";
import type { UploadRights } from "./schemas";

export interface ImageSummary {
  id: string;
  url: string;
  filename: string;
  mimeType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  altJa: string;
  createdAt: Date;
  /** Destinations, stays and hints whose hero image this is. */
  usage: number;
}

const summaryFields = { id: true, filename: true, mimeType: true, byteSize: true, width: true, height: true, altJa: true, createdAt: true } as const;

async function usageOf(urls: string[]): Promise<Map<string, number>> {
  const db = await getDb();
  const counts = new Map<string, number>(urls.map((u) => [u, 0]));
  if (!urls.length) return counts;
  const where = { heroImageUrl: { in: urls } };
  const [d, a, h] = await Promise.all([
    db.destination.groupBy({ by: ["heroImageUrl"], where, _count: true }),
    db.accommodation.groupBy({ by: ["heroImageUrl"], where, _count: true }),
    db.adventureHint.groupBy({ by: ["heroImageUrl"], where, _count: true }),
  ]);
  for (const row of [...d, ...a, ...h]) if (row.heroImageUrl) counts.set(row.heroImageUrl, (counts.get(row.heroImageUrl) ?? 0) + row._count);
  return counts;
}

export async function listImages(page = 1, size = PAGE_SIZE * 2): Promise<Page<ImageSummary>> {
  await requireAdmin();
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db.storedImage.findMany({ select: summaryFields, orderBy: { createdAt: "desc" }, skip: (page - 1) * size, take: size }),
    db.storedImage.count(),
  ]);
  const usage = await usageOf(rows.map((r) => storedImageUrl(r.id)));
  const items = rows.map((r) => ({ ...r, url: storedImageUrl(r.id), usage: usage.get(storedImageUrl(r.id)) ?? 0 }));
  return pageOf(items, total, page, size);
}

export type UploadRefusal = Exclude<ImageCheck, { ok: true }>["reason"];

/** Stores an uploaded image after checking its bytes. Refusals come back as data. */
export async function saveImage(input: { bytes: Uint8Array; filename: string; altJa?: string; rights?: UploadRights }): Promise<{ ok: true; image: ImageSummary } | { ok: false; reason: UploadRefusal }> {
  const actor = await requireAdmin();
  const check = await inspectImage(input.bytes);
  if (!check.ok) return check;
  const db = await getDb();
  // Only link the uploader when the user row exists (administrators from ADMIN_EMAILS may not have one yet).
  const uploader = actor.user?.id ? await db.user.findUnique({ where: { id: actor.user.id }, select: { id: true } }) : null;
  const row = await db.storedImage.create({
    data: {
      filename: cleanFileName(input.filename),
      mimeType: check.meta.type,
      byteSize: input.bytes.length,
      data: Buffer.from(input.bytes),
      width: check.meta.width,
      height: check.meta.height,
      altJa: (input.altJa ?? "").trim().slice(0, 200),
      ...(input.rights ? uploadCredit(input.rights) : {}),
      uploadedBy: uploader?.id ?? null,
    },
    select: summaryFields,
  });
  return { ok: true, image: { ...row, url: storedImageUrl(row.id), usage: 0 } };
}

/** The credit an upload's rights statement gives it (shown wherever the photo appears). */
function uploadCredit(rights: UploadRights) {
  return {
    creditSource: "upload",
    creditAuthor: rights.author,
    rightsBasis: rights.rightsBasis,
    licence: rights.rightsBasis === "licence" ? rights.licence : "",
    licenceUrl: rights.rightsBasis === "licence" ? (rights.licenceUrl ?? null) : null,
    sourceUrl: rights.rightsBasis === "own" ? null : (rights.sourceUrl ?? null),
  };
}

export async function updateImageAlt(id: string, altJa: string) {
  await requireAdmin();
  const db = await getDb();
  const found = await db.storedImage.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw await notFoundFailure();
  await db.storedImage.update({ where: { id }, data: { altJa: altJa.trim() } });
  return { id };
}

/** Deletes an image no destination, stay or hint uses any more. */
export async function deleteImage(id: string) {
  await requireAdmin();
  const db = await getDb();
  const found = await db.storedImage.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw await notFoundFailure();
  const inUse = (await usageOf([storedImageUrl(id)])).get(storedImageUrl(id)) ?? 0;
  if (inUse > 0) throw await adminFailure("imageInUse", { count: inUse });
  await db.storedImage.delete({ where: { id } });
  contentChanged();
  return { id };
}

/** The bytes behind /api/images/{id}. Public: these are the site's pictures. */
export async function readStoredImage(id: string) {
  const db = await getDb();
  return db.storedImage.findUnique({ where: { id }, select: { id: true, mimeType: true, byteSize: true, data: true, filename: true, createdAt: true } });
}
