import "server-only";
import { cache } from "react";
import type { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import { contentChanged } from "../shared/revalidate";
import { readTranslations, translationsFrom } from "@/lib/i18n-content";
import { assertHeroLargeEnough } from "../destinations/hero-check";
import { idsMatchingTranslations } from "../shared/translation-search";
import type { AccommodationFields, AccommodationListQuery } from "./schemas";

export async function listAccommodations(query: AccommodationListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.AccommodationWhereInput = {};
  if (query.destination) where.destinationId = query.destination;
  if (query.type) where.type = query.type;
  if (query.status) where.status = query.status;
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    // Names and areas match in any language (Korean and Chinese live in the translations).
    const translated = await idsMatchingTranslations("accommodations", ["name", "area"], query.q);
    where.OR = [{ nameJa: contains }, { nameEn: contains }, { slug: contains }, { area: contains }, { prefecture: contains }, { id: { in: translated } }];
  }
  const page = query.page ?? 1;
  const [items, total] = await Promise.all([
    db.accommodation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { slug: "asc" }],
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: {
        id: true,
        slug: true,
        nameJa: true,
        nameEn: true,
        area: true,
        translations: true,
        type: true,
        status: true,
        isFeatured: true,
        pricePerNightMin: true,
        pricePerNightMax: true,
        rating: true,
        heroImageUrl: true,
        destination: { select: { id: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true } },
        _count: { select: { bookings: true } },
      },
    }),
    db.accommodation.count({ where }),
  ]);
  return pageOf(items, total, page);
}

export type AccommodationListItem = Awaited<ReturnType<typeof listAccommodations>>["items"][number];

type Gallery = { url: string; caption_ja?: string; caption_en?: string; caption_ko?: string; caption_zh?: string }[];

/** A stored row as the form edits it. */
export const getAccommodationForForm = cache(async (id: string) => {
  await requireAdmin();
  const db = await getDb();
  const row = await db.accommodation.findUnique({ where: { id }, include: { _count: { select: { bookings: true } } } });
  if (!row) return null;
  const tr = readTranslations(row.translations);
  const loc = (field: string, ja: string, en?: string) => ({ ja, en: en ?? tr.en[field] ?? "", ko: tr.ko[field] ?? "", zh: tr.zh[field] ?? "" });
  const gallery = (Array.isArray(row.galleryImages) ? row.galleryImages : []) as Gallery;
  return {
    id: row.id,
    bookings: row._count.bookings,
    fields: {
      slug: row.slug,
      name: loc("name", row.nameJa, row.nameEn || tr.en.name || ""),
      area: loc("area", row.area),
      description: loc("description", row.descriptionJa),
      destinationId: row.destinationId,
      type: row.type,
      prefecture: row.prefecture,
      moods: row.moods,
      features: row.features,
      amenities: row.amenities,
      pricePerNightMin: row.pricePerNightMin,
      pricePerNightMax: row.pricePerNightMax,
      rating: row.rating,
      reviewCount: row.reviewCount,
      heroImageUrl: row.heroImageUrl,
      galleryImages: gallery.map((g) => ({ url: g.url, caption: { ja: g.caption_ja ?? "", en: g.caption_en ?? "", ko: g.caption_ko ?? "", zh: g.caption_zh ?? "" } })),
      status: row.status,
      isFeatured: row.isFeatured,
      maxGuests: row.maxGuests,
      rooms: row.rooms,
      address: loc("address", row.address),
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      lastCheckInTime: row.lastCheckInTime,
      reservationsEmail: row.reservationsEmail,
      priceBasis: row.priceBasis,
      sources: row.sources,
      bookingUrl: row.bookingUrl,
      latitude: row.latitude,
      longitude: row.longitude,
    } satisfies AccommodationFields,
  };
});

export function accommodationColumns(f: AccommodationFields, previousTranslations?: unknown) {
  return {
    slug: f.slug,
    nameJa: f.name.ja,
    nameEn: f.name.en,
    area: f.area.ja,
    descriptionJa: f.description.ja,
    translations: translationsFrom({ name: f.name, description: f.description, area: f.area, address: f.address }, previousTranslations),
    destinationId: f.destinationId,
    type: f.type,
    prefecture: f.prefecture,
    moods: f.moods,
    features: f.features,
    amenities: f.amenities,
    pricePerNightMin: f.pricePerNightMin,
    pricePerNightMax: f.pricePerNightMax,
    rating: f.rating === null ? null : Math.round(f.rating * 10) / 10,
    reviewCount: f.reviewCount,
    heroImageUrl: f.heroImageUrl,
    galleryImages: f.galleryImages.map((g) => ({ url: g.url, caption_ja: g.caption.ja, caption_en: g.caption.en, caption_ko: g.caption.ko, caption_zh: g.caption.zh })),
    status: f.status,
    isFeatured: f.isFeatured,
    maxGuests: f.maxGuests,
    rooms: f.rooms,
    address: f.address.ja,
    checkInTime: f.checkInTime,
    checkOutTime: f.checkOutTime,
    lastCheckInTime: f.lastCheckInTime,
    reservationsEmail: f.reservationsEmail,
    priceBasis: f.priceBasis,
    sources: f.sources,
    bookingUrl: f.bookingUrl,
    latitude: f.latitude,
    longitude: f.longitude,
  };
}

async function assertReferences(f: AccommodationFields, exceptId?: string) {
  const db = await getDb();
  const other = await db.accommodation.findUnique({ where: { slug: f.slug }, select: { id: true } });
  if (other && other.id !== exceptId) throw await adminFailure("slugTaken", { slug: f.slug });
  if (f.destinationId && !(await db.destination.findUnique({ where: { id: f.destinationId }, select: { id: true } }))) {
    throw await adminFailure("unknownDestination");
  }
}

export async function createAccommodation(fields: AccommodationFields) {
  await requireAdmin();
  await assertReferences(fields);
  await assertHeroLargeEnough(fields.heroImageUrl);
  const db = await getDb();
  const row = await db.accommodation.create({ data: accommodationColumns(fields), select: { id: true } });
  contentChanged();
  return row;
}

export async function updateAccommodation(id: string, fields: AccommodationFields) {
  await requireAdmin();
  const db = await getDb();
  const existing = await db.accommodation.findUnique({ where: { id }, select: { slug: true, translations: true, heroImageUrl: true } });
  if (!existing) throw await notFoundFailure();
  await assertReferences(fields, id);
  if (fields.heroImageUrl !== existing.heroImageUrl) await assertHeroLargeEnough(fields.heroImageUrl);
  await db.$transaction(async (tx) => {
    await tx.accommodation.update({ where: { id }, data: accommodationColumns(fields, existing.translations) });
    if (existing.slug === fields.slug) return;
    // The old address keeps working: the stay's page redirects permanently to the new slug. A slug
    // that is a page again is no longer an old address.
    await tx.accommodationSlugRedirect.deleteMany({ where: { oldSlug: fields.slug } });
    await tx.accommodationSlugRedirect.upsert({ where: { oldSlug: existing.slug }, create: { oldSlug: existing.slug, accommodationId: id }, update: { accommodationId: id } });
  });
  contentChanged();
  return { id };
}

/** A stay with booking requests is kept for their sake: it is made private instead (below). */
export async function deleteAccommodation(id: string) {
  await requireAdmin();
  const db = await getDb();
  const row = await db.accommodation.findUnique({ where: { id }, select: { _count: { select: { bookings: true } } } });
  if (!row) throw await notFoundFailure();
  if (row._count.bookings > 0) throw await adminFailure("stayHasBookings", { count: row._count.bookings });
  await db.accommodation.delete({ where: { id } });
  contentChanged();
  return { id };
}

/**
 * Makes a stay private (inactive): travellers no longer see it anywhere (the proposal, its page, the
 * nearby lists all show active stays only) while its booking requests keep their stay.
 */
export async function makeAccommodationPrivate(id: string) {
  await requireAdmin();
  const db = await getDb();
  const { count } = await db.accommodation.updateMany({ where: { id }, data: { status: "inactive" } });
  if (count === 0) throw await notFoundFailure();
  contentChanged();
  return { id, status: "inactive" as const };
}
