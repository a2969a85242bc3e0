import "server-only";
import { cache } from "react";
import type { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import { contentChanged } from "../shared/revalidate";
import { optionalLocalized } from "../shared/stored";
import { assertHeroLargeEnough } from "./hero-check";
import { contentGaps, describeGaps, editGaps, publishingGaps } from "./publishing";
import type { DestinationFields, DestinationListQuery, DestinationSettings } from "./schemas";

const counts = { _count: { select: { accommodations: true, hints: true, spots: true } } } as const;

export async function listDestinations(query: DestinationListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.DestinationWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.featured) where.isFeatured = query.featured === "yes";
  if (query.mood) where.moods = { has: query.mood };
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    where.OR = [{ nameJa: contains }, { nameEn: contains }, { nameKo: contains }, { nameZh: contains }, { slug: contains }, { prefecture: contains }, { tags: { has: query.q.toLowerCase() } }];
  }
  const page = query.page ?? 1;
  const [items, total] = await Promise.all([
    db.destination.findMany({
      where,
      orderBy: [{ isFeatured: "desc" }, { nameEn: "asc" }],
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: { id: true, slug: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true, prefecture: true, region: true, moods: true, status: true, isFeatured: true, heroImageUrl: true, updatedAt: true, ...counts },
    }),
    db.destination.count({ where }),
  ]);
  return pageOf(items, total, page);
}

export type DestinationListItem = Awaited<ReturnType<typeof listDestinations>>["items"][number];

export const getDestination = cache(async (id: string) => {
  await requireAdmin();
  const db = await getDb();
  return db.destination.findUnique({ where: { id }, include: { mainStation: true, ...counts } });
});

/** Destinations for select boxes (every status), ordered by Japanese name. */
export const destinationOptions = cache(async () => {
  await requireAdmin();
  const db = await getDb();
  return db.destination.findMany({
    select: { id: true, slug: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true, status: true, latitude: true, longitude: true, prefecture: true, moods: true },
    orderBy: { nameJa: "asc" },
  });
});

export type DestinationOption = Awaited<ReturnType<typeof destinationOptions>>[number];

/** What the settings page shows: the switches, the stations and the related content. */
export async function getDestinationSettings(id: string) {
  await requireAdmin();
  const db = await getDb();
  const d = await db.destination.findUnique({
    where: { id },
    select: {
      id: true,
      nameJa: true,
      nameEn: true,
      nameKo: true,
      nameZh: true,
      status: true,
      isFeatured: true,
      mainStationId: true,
      alternativeStationIds: true,
      accessNotes: true,
      prefecture: true,
      heroImageUrl: true,
      latitude: true,
      longitude: true,
      _count: { select: { accommodations: true, hints: true, spots: true, staticRoutes: true } },
    },
  });
  if (!d) return null;
  // The station's check is left to the form, which redoes it as soon as another station is picked.
  const [activeStays, gaps] = await Promise.all([db.accommodation.count({ where: { destinationId: id, status: "active" } }), contentGaps(d)]);
  return { ...d, activeStays, gaps };
}

export const stationOptions = cache(async () => {
  await requireAdmin();
  const db = await getDb();
  return db.station.findMany({ select: { id: true, nameJa: true, nameEn: true, prefecture: true, latitude: true, longitude: true }, orderBy: [{ prefecture: "asc" }, { nameJa: "asc" }] });
});

/** Highlights as stored: { ja, en, ko, zh, months }, with `when` only for a dated one. */
const storedHighlights = (highlights: DestinationFields["highlights"]) =>
  highlights.map(({ when, ...h }) => {
    const dates = optionalLocalized(when);
    return dates ? { ...h, when: dates } : h;
  });

/** Season lines as stored: only the seasons that have one. */
const storedSeasonLines = (lines: DestinationFields["seasonLines"]) =>
  Object.fromEntries(Object.entries(lines).flatMap(([season, line]) => (optionalLocalized(line) ? [[season, line]] : [])));

/** A destination's fields as table columns (status, featuring and stations are set apart). */
export function destinationColumns(f: DestinationFields) {
  return {
    slug: f.slug,
    nameJa: f.name.ja,
    nameEn: f.name.en,
    nameKo: f.name.ko,
    nameZh: f.name.zh,
    descriptionJa: f.description.ja,
    descriptionEn: f.description.en,
    descriptionKo: f.description.ko,
    descriptionZh: f.description.zh,
    pitch: f.pitch,
    highlights: storedHighlights(f.highlights),
    seasonLines: storedSeasonLines(f.seasonLines),
    prefecture: f.prefecture,
    region: f.region,
    moods: f.moods,
    bestSeasons: f.bestSeasons,
    tags: f.tags.map((t) => t.toLowerCase()),
    heroImageUrl: f.heroImageUrl,
    distanceFromTokyoKm: f.distanceFromTokyoKm,
    travelTimeFromTokyoMinutes: f.travelTimeFromTokyoMinutes,
    estimatedBudgetMin: f.estimatedBudgetMin,
    estimatedBudgetMax: f.estimatedBudgetMax,
    latitude: f.latitude,
    longitude: f.longitude,
    sources: f.sources,
  };
}

async function assertSlugFree(slug: string, exceptId?: string) {
  const db = await getDb();
  const other = await db.destination.findUnique({ where: { slug }, select: { id: true } });
  if (other && other.id !== exceptId) throw await adminFailure("slugTaken", { slug });
}

/** New destinations start as unfeatured drafts; the settings page publishes them. */
export async function createDestination(fields: DestinationFields) {
  await requireAdmin();
  await assertSlugFree(fields.slug);
  await assertHeroLargeEnough(fields.heroImageUrl);
  const db = await getDb();
  const row = await db.destination.create({ data: { ...destinationColumns(fields), status: "draft", isFeatured: false }, select: { id: true } });
  contentChanged();
  return row;
}

export async function updateDestination(id: string, fields: DestinationFields) {
  await requireAdmin();
  const db = await getDb();
  const before = await db.destination.findUnique({ where: { id }, select: { slug: true, status: true, mainStationId: true, heroImageUrl: true, latitude: true, longitude: true } });
  if (!before) throw await notFoundFailure();
  await assertSlugFree(fields.slug, id);
  // A hero saved before the minimum existed stays until it is changed.
  if (fields.heroImageUrl !== before.heroImageUrl) await assertHeroLargeEnough(fields.heroImageUrl);
  if (before.status === "active") {
    const gaps = await editGaps(before, { id, ...fields });
    if (gaps.length) throw await adminFailure("activeIncomplete", { missing: await describeGaps(gaps) });
  }
  await db.$transaction(async (tx) => {
    await tx.destination.update({ where: { id }, data: destinationColumns(fields) });
    if (before.slug === fields.slug) return;
    // The old address keeps working: its page redirects permanently to the new slug. A slug that is
    // live again stops redirecting.
    await tx.destinationSlugRedirect.deleteMany({ where: { oldSlug: fields.slug } });
    await tx.destinationSlugRedirect.upsert({ where: { oldSlug: before.slug }, create: { oldSlug: before.slug, destinationId: id }, update: { destinationId: id } });
  });
  contentChanged();
  return { id };
}

export async function updateDestinationSettings(input: DestinationSettings) {
  await requireAdmin();
  const db = await getDb();
  const current = await db.destination.findUnique({ where: { id: input.id }, select: { id: true, prefecture: true, heroImageUrl: true, latitude: true, longitude: true } });
  if (!current) throw await notFoundFailure();
  const wanted = [...(input.mainStationId ? [input.mainStationId] : []), ...input.alternativeStationIds];
  if (wanted.length) {
    const known = await db.station.findMany({ where: { id: { in: wanted } }, select: { id: true } });
    const missing = wanted.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw await adminFailure("unknownStation", { ids: missing.join(", ") });
  }
  // Active means travellers see it (destination pages, and the draw when featured); drafts and
  // inactive ones may be saved with anything missing.
  if (input.status === "active") {
    const gaps = await publishingGaps(current, input.mainStationId);
    if (gaps.length) throw await adminFailure("notPublishable", { missing: await describeGaps(gaps) });
  }
  await db.destination.update({
    where: { id: input.id },
    data: {
      isFeatured: input.isFeatured,
      status: input.status,
      mainStationId: input.mainStationId,
      alternativeStationIds: input.alternativeStationIds,
      accessNotes: input.accessNotes,
    },
  });
  contentChanged();
  return { id: input.id, isFeatured: input.isFeatured, status: input.status };
}

/** Deletes a destination with its hints and spots; its stays stay, without a destination. */
export async function deleteDestination(id: string) {
  await requireAdmin();
  const db = await getDb();
  if (!(await db.destination.findUnique({ where: { id }, select: { id: true } }))) throw await notFoundFailure();
  await db.destination.delete({ where: { id } });
  contentChanged();
  return { id };
}
