import "server-only";
import sharp, { type Sharp } from "sharp";
import { getDb } from "@/lib/db";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from "@/lib/image-variants";
import { logger } from "@/lib/logger";

// The AVIF and WebP copies of an uploaded photo. They are made right after the upload (warmVariants,
// in the background) and, for any copy still missing — older uploads, a warm-up cut short — on
// the first request for it, then kept in the database next to the original. So no backfill
// step is needed and the seed and migrations stay as they are. SVG gets no copies: it is already
// small and sharp at every width.

/** Quality chosen by eye for photographs: AVIF and WebP at these look like the JPEG at 85. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

export interface EncodedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** One copy: turned upright (camera orientation), at most `width` wide, never enlarged, metadata dropped. */
export async function encodeVariant(bytes: Uint8Array, width: ImageWidth, format: ImageFormat): Promise<EncodedVariant> {
  const pipeline = ENCODE[format](sharp(bytes, { failOn: "error" }).rotate().resize({ width, withoutEnlargement: true }));
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, data };
}

/** A requested width as the copy's real width: a photo narrower than the width is kept at its own. */
export function variantWidth(requested: ImageWidth, originalWidth: number | null): number {
  return originalWidth && originalWidth < requested ? originalWidth : requested;
}

export type VariantAnswer =
  | { kind: "variant"; mimeType: string; data: Uint8Array; width: number; createdAt: Date }
  /** SVG: the original answers for every width. */
  | { kind: "original" }
  | { kind: "missing" };

// Two requests for the same missing copy share one encoding.
const pending = new Map<string, Promise<VariantAnswer>>();

/** The copy of stored image `id` at `width` in `format`, made and kept now if it is missing. */
export async function readVariant(id: string, width: ImageWidth, format: ImageFormat): Promise<VariantAnswer> {
  const db = await getDb();
  const image = await db.storedImage.findUnique({
    where: { id },
    select: {
      mimeType: true,
      width: true,
      // The widest copy up to the one asked for: when it has the expected width, it is the one.
      variants: { where: { format, width: { lte: width } }, orderBy: { width: "desc" }, take: 1, select: { width: true, data: true, createdAt: true } },
    },
  });
  if (!image) return { kind: "missing" };
  if (image.mimeType === "image/svg+xml") return { kind: "original" };
  const expected = variantWidth(width, image.width);
  const kept = image.variants[0];
  if (kept && kept.width === expected) return { kind: "variant", mimeType: `image/${format}`, data: kept.data, width: kept.width, createdAt: kept.createdAt };

  const key = `${id}/${expected}.${format}`;
  let job = pending.get(key);
  if (!job) {
    job = makeVariant(id, width, format).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}

async function makeVariant(id: string, width: ImageWidth, format: ImageFormat): Promise<VariantAnswer> {
  const db = await getDb();
  const original = await db.storedImage.findUnique({ where: { id }, select: { data: true } });
  if (!original) return { kind: "missing" };
  const made = await encodeVariant(original.data, width, format);
  const createdAt = new Date();
  // Another server may have kept the same copy meanwhile: theirs and ours are the same bytes.
  await db.storedImageVariant.createMany({
    data: [{ imageId: id, format, width: made.width, height: made.height, byteSize: made.data.length, data: new Uint8Array(made.data), createdAt }],
    skipDuplicates: true,
  });
  return { kind: "variant", mimeType: `image/${format}`, data: made.data, width: made.width, createdAt };
}

// Warm-ups run one at a time, so a batch of uploads does not take every core from the visitors.
let queue: Promise<unknown> = Promise.resolve();

/** Makes every copy of a freshly stored photo, one after another; failures only cost a later first request. */
export function warmVariants(id: string): Promise<void> {
  const run = async () => {
    for (const width of IMAGE_WIDTHS) for (const format of IMAGE_FORMATS) await readVariant(id, width, format);
  };
  const next = queue.then(run).catch((error: unknown) => logger.warn("image variants: warm-up failed", { imageId: id, message: error instanceof Error ? error.message : String(error) }));
  queue = next;
  return next;
}
