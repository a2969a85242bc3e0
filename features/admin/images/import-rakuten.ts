import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { isRakutenConfigured, RakutenError, searchRakutenHotels, type RakutenHotel } from "@/lib/clients/rakuten";
import { callTimeout } from "@/lib/clients/wait-limits";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { contentChanged } from "../shared/revalidate";
import { cleanFileName, IMAGE_MAX_BYTES, storedImageUrl } from "./image-meta";
import { inspectImage } from "./inspect";

// A stay's photo from Rakuten Travel's hotel data, when its application id is configured: the
// hotel's own image as Rakuten publishes it, credited to the hotel and linked to its Rakuten page
// (the attribution Rakuten's API terms ask for). The hotel is looked up again on the server; the
// browser names only which hotel number it chose.

export interface RakutenCandidate {
  hotelNo: number;
  name: string;
  thumbUrl: string;
  informationUrl: string | null;
}

async function hotelsFor(accommodationId: string): Promise<{ hotels: RakutenHotel[]; nameJa: string }> {
  if (!isRakutenConfigured()) throw await adminFailure("rakutenNotConfigured");
  const db = await getDb();
  const stay = await db.accommodation.findUnique({ where: { id: accommodationId }, select: { nameJa: true } });
  if (!stay) throw await notFoundFailure();
  try {
    const result = await searchRakutenHotels({ kind: "keyword", keyword: stay.nameJa, hits: 10 });
    return { hotels: result.hotels.filter((h) => h.imageUrl), nameJa: stay.nameJa };
  } catch (error) {
    if (error instanceof RakutenError) throw await adminFailure("rakutenUnavailable");
    throw error;
  }
}

/** Hotels Rakuten lists under the stay's name, each with its photo. */
export async function findStayPhotos(accommodationId: string): Promise<RakutenCandidate[]> {
  await requireAdmin();
  const { hotels } = await hotelsFor(accommodationId);
  return hotels.map((h) => ({ hotelNo: h.hotelNo, name: h.name, thumbUrl: h.thumbnailUrl ?? h.imageUrl!, informationUrl: h.informationUrl }));
}

/** Stores the chosen hotel's photo with its credit and puts it first in the stay's gallery. */
export async function importRakutenPhoto(input: { accommodationId: string; hotelNo: number }): Promise<{ id: string; url: string }> {
  const actor = await requireAdmin();
  const { hotels } = await hotelsFor(input.accommodationId);
  const hotel = hotels.find((h) => h.hotelNo === input.hotelNo);
  if (!hotel?.imageUrl) throw await notFoundFailure();
  let bytes: Uint8Array;
  try {
    const response = await fetch(hotel.imageUrl, { signal: AbortSignal.timeout(callTimeout(env().RAKUTEN_TIMEOUT_MS)), cache: "no-store" });
    if (!response.ok || Number(response.headers.get("content-length") ?? 0) > IMAGE_MAX_BYTES) throw new Error(`answered ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    throw await adminFailure("rakutenUnavailable");
  }
  const check = await inspectImage(bytes);
  if (!check.ok || check.meta.type === "image/svg+xml") throw await adminFailure("commonsNotAPhoto");
  const db = await getDb();
  const uploader = actor.user?.id ? await db.user.findUnique({ where: { id: actor.user.id }, select: { id: true } }) : null;
  const row = await db.storedImage.create({
    data: {
      filename: cleanFileName(`rakuten-${hotel.hotelNo}.jpg`),
      mimeType: check.meta.type,
      byteSize: bytes.length,
      data: Buffer.from(bytes),
      width: check.meta.width,
      height: check.meta.height,
      altJa: hotel.name.slice(0, 200),
      creditSource: "rakuten",
      creditAuthor: hotel.name.slice(0, 200),
      sourceUrl: hotel.informationUrl,
      uploadedBy: uploader?.id ?? null,
    },
    select: { id: true },
  });
  const url = storedImageUrl(row.id);
  const stay = await db.accommodation.findUniqueOrThrow({ where: { id: input.accommodationId }, select: { galleryImages: true } });
  const gallery = Array.isArray(stay.galleryImages) ? stay.galleryImages : [];
  await db.accommodation.update({ where: { id: input.accommodationId }, data: { galleryImages: [{ url, caption_ja: hotel.name }, ...gallery] } });
  contentChanged();
  return { id: row.id, url };
}
