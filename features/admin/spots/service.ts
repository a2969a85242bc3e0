import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import { contentChanged } from "../shared/revalidate";
import { localizedValue, optionalLocalized, storedMonths } from "../shared/stored";
import { idsMatchingTranslations } from "../shared/translation-search";
import { readTranslations, translationsFrom } from "@/lib/i18n-content";
import type { SpotFields, SpotListQuery } from "./schemas";

/** Local spots, by destination and category, with everything the edit dialog needs. */
export async function listSpots(query: SpotListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.LocalSpotWhereInput = {};
  if (query.destination) where.destinationId = query.destination;
  if (query.category) where.category = query.category;
  if (query.status) where.status = query.status;
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    // Names and addresses match in any language (the others live in the translations).
    const translated = await idsMatchingTranslations("spots", ["name", "address"], query.q);
    where.OR = [{ nameJa: contains }, { address: contains }, { tags: { has: query.q.toLowerCase() } }, { id: { in: translated } }];
  }
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    db.localSpot.findMany({
      where,
      orderBy: [{ destination: { nameJa: "asc" } }, { category: "asc" }, { popularityScore: "desc" }, { nameJa: "asc" }],
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      include: { destination: { select: { nameJa: true, nameEn: true, nameKo: true, nameZh: true } } },
    }),
    db.localSpot.count({ where }),
  ]);
  return pageOf(rows.map(toListItem), total, page);
}

function toListItem(row: Prisma.LocalSpotGetPayload<{ include: { destination: { select: { nameJa: true; nameEn: true; nameKo: true; nameZh: true } } } }>) {
  const tr = readTranslations(row.translations);
  const loc = (field: string, ja: string) => ({ ja, en: tr.en[field] ?? "", ko: tr.ko[field] ?? "", zh: tr.zh[field] ?? "" });
  const fields: SpotFields = {
    destinationId: row.destinationId,
    name: loc("name", row.nameJa),
    description: loc("description", row.descriptionJa),
    address: loc("address", row.address ?? ""),
    category: row.category,
    priceRange: loc("priceRange", row.priceRange ?? ""),
    rating: row.rating,
    popularityScore: row.popularityScore,
    isFeatured: row.isFeatured,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    tags: row.tags,
    bestSeason: row.bestSeason as SpotFields["bestSeason"],
    months: storedMonths(row.months),
    when: localizedValue(row.when),
    openingTime: row.openingTime,
    closingTime: row.closingTime,
    sources: row.sources,
  };
  return { id: row.id, destination: row.destination, fields };
}

export type SpotListItem = ReturnType<typeof toListItem>;

export function spotColumns(f: SpotFields, previousTranslations?: unknown) {
  return {
    destinationId: f.destinationId,
    nameJa: f.name.ja,
    descriptionJa: f.description.ja,
    address: f.address.ja || null,
    translations: translationsFrom({ name: f.name, description: f.description, address: f.address, priceRange: f.priceRange }, previousTranslations),
    category: f.category,
    priceRange: f.priceRange.ja || null,
    rating: f.rating === null ? null : Math.round(f.rating * 10) / 10,
    popularityScore: f.popularityScore,
    isFeatured: f.isFeatured,
    status: f.status,
    latitude: f.latitude,
    longitude: f.longitude,
    tags: f.tags.map((t) => t.toLowerCase()),
    bestSeason: f.bestSeason,
    months: f.months,
    when: optionalLocalized(f.when) ?? Prisma.DbNull,
    openingTime: f.openingTime,
    closingTime: f.closingTime,
    sources: f.sources,
  };
}

async function assertDestination(id: string) {
  const db = await getDb();
  if (!(await db.destination.findUnique({ where: { id }, select: { id: true } }))) throw await adminFailure("unknownDestination");
}

export async function createSpot(fields: SpotFields) {
  await requireAdmin();
  await assertDestination(fields.destinationId);
  const db = await getDb();
  const row = await db.localSpot.create({ data: spotColumns(fields), select: { id: true } });
  contentChanged();
  return row;
}

export async function updateSpot(id: string, fields: SpotFields) {
  await requireAdmin();
  const db = await getDb();
  const existing = await db.localSpot.findUnique({ where: { id }, select: { translations: true } });
  if (!existing) throw await notFoundFailure();
  await assertDestination(fields.destinationId);
  await db.localSpot.update({ where: { id }, data: spotColumns(fields, existing.translations) });
  contentChanged();
  return { id };
}

export async function deleteSpot(id: string) {
  await requireAdmin();
  const db = await getDb();
  if (!(await db.localSpot.findUnique({ where: { id }, select: { id: true } }))) throw await notFoundFailure();
  await db.localSpot.delete({ where: { id } });
  contentChanged();
  return { id };
}
