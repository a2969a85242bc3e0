import "server-only";
import { cache } from "react";
import { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { adminFailure, notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import { contentChanged } from "../shared/revalidate";
import { localizedValue, optionalLocalized, storedMonths } from "../shared/stored";
import { assertHeroLargeEnough } from "../destinations/hero-check";
import { idsMatchingTranslations } from "../shared/translation-search";
import { readTranslations, translationsFrom } from "@/lib/i18n-content";
import { MAX_REORDER, type HintFields, type HintListQuery } from "./schemas";

const listSelect = {
  id: true,
  titleJa: true,
  translations: true,
  category: true,
  iconType: true,
  colorScheme: true,
  rating: true,
  status: true,
  isFeatured: true,
  displayOrder: true,
  heroImageUrl: true,
  destinationId: true,
  destination: { select: { nameJa: true, nameEn: true, nameKo: true, nameZh: true } },
} as const;

/**
 * With a destination: all its hints in display order (so they can be reordered). Without one:
 * every hint, a page at a time.
 */
export async function listHints(query: HintListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.AdventureHintWhereInput = {};
  if (query.destination) where.destinationId = query.destination;
  if (query.category) where.category = query.category;
  if (query.status) where.status = query.status;
  if (query.q) {
    // Titles match in any language (the others live in the translations).
    const translated = await idsMatchingTranslations("hints", ["title"], query.q);
    where.OR = [{ titleJa: { contains: query.q, mode: "insensitive" } }, { id: { in: translated } }];
  }
  const orderBy: Prisma.AdventureHintOrderByWithRelationInput[] = [{ destination: { nameJa: "asc" } }, { displayOrder: "asc" }, { createdAt: "asc" }];
  const ordering = Boolean(query.destination) && !query.category && !query.status && !query.q;
  const page = ordering ? 1 : (query.page ?? 1);
  const size = ordering ? MAX_REORDER : PAGE_SIZE;
  const [items, total] = await Promise.all([
    db.adventureHint.findMany({ where, orderBy, skip: (page - 1) * size, take: size, select: listSelect }),
    db.adventureHint.count({ where }),
  ]);
  return { ...pageOf(items, total, page, size), ordering };
}

export type HintListItem = Awaited<ReturnType<typeof listHints>>["items"][number];

export const getHintForForm = cache(async (id: string) => {
  await requireAdmin();
  const db = await getDb();
  const row = await db.adventureHint.findUnique({ where: { id } });
  if (!row) return null;
  const tr = readTranslations(row.translations);
  const loc = (field: string, ja: string) => ({ ja, en: tr.en[field] ?? "", ko: tr.ko[field] ?? "", zh: tr.zh[field] ?? "" });
  return {
    id: row.id,
    fields: {
      destinationId: row.destinationId,
      title: loc("title", row.titleJa),
      description: loc("description", row.descriptionJa),
      category: row.category,
      iconType: row.iconType,
      colorScheme: row.colorScheme as HintFields["colorScheme"],
      rating: row.rating,
      heroImageUrl: row.heroImageUrl,
      status: row.status,
      isFeatured: row.isFeatured,
      displayOrder: row.displayOrder,
      months: storedMonths(row.months),
      when: localizedValue(row.when),
    } satisfies HintFields,
  };
});

async function nextDisplayOrder(tx: Prisma.TransactionClient, destinationId: string) {
  const last = await tx.adventureHint.aggregate({ where: { destinationId }, _max: { displayOrder: true } });
  return (last._max.displayOrder ?? 0) + 1;
}

export function hintColumns(f: HintFields, displayOrder: number, previousTranslations?: unknown) {
  return {
    destinationId: f.destinationId,
    titleJa: f.title.ja,
    descriptionJa: f.description.ja,
    translations: translationsFrom({ title: f.title, description: f.description }, previousTranslations),
    category: f.category,
    iconType: f.iconType,
    colorScheme: f.colorScheme,
    rating: f.rating === null ? null : Math.round(f.rating * 10) / 10,
    heroImageUrl: f.heroImageUrl,
    status: f.status,
    isFeatured: f.isFeatured,
    displayOrder,
    months: f.months,
    when: optionalLocalized(f.when) ?? Prisma.DbNull,
  };
}

async function assertDestination(id: string) {
  const db = await getDb();
  if (!(await db.destination.findUnique({ where: { id }, select: { id: true } }))) throw await adminFailure("unknownDestination");
}

export async function createHint(fields: HintFields) {
  await requireAdmin();
  await assertDestination(fields.destinationId);
  await assertHeroLargeEnough(fields.heroImageUrl);
  const db = await getDb();
  const row = await db.$transaction(async (tx) => {
    const order = fields.displayOrder ?? (await nextDisplayOrder(tx, fields.destinationId));
    return tx.adventureHint.create({ data: hintColumns(fields, order), select: { id: true } });
  });
  contentChanged();
  return row;
}

export async function updateHint(id: string, fields: HintFields) {
  await requireAdmin();
  const db = await getDb();
  const existing = await db.adventureHint.findUnique({ where: { id }, select: { translations: true, displayOrder: true, destinationId: true, heroImageUrl: true } });
  if (!existing) throw await notFoundFailure();
  await assertDestination(fields.destinationId);
  if (fields.heroImageUrl !== existing.heroImageUrl) await assertHeroLargeEnough(fields.heroImageUrl);
  await db.$transaction(async (tx) => {
    const moved = existing.destinationId !== fields.destinationId;
    const order = fields.displayOrder ?? (moved ? await nextDisplayOrder(tx, fields.destinationId) : existing.displayOrder);
    await tx.adventureHint.update({ where: { id }, data: hintColumns(fields, order, existing.translations) });
  });
  contentChanged();
  return { id };
}

export async function deleteHint(id: string) {
  await requireAdmin();
  const db = await getDb();
  if (!(await db.adventureHint.findUnique({ where: { id }, select: { id: true } }))) throw await notFoundFailure();
  await db.adventureHint.delete({ where: { id } });
  contentChanged();
  return { id };
}

/** Saves a destination's hints in the given order (1, 2, 3, …). The list must be complete. */
export async function reorderHints(destinationId: string, orderedIds: string[]) {
  await requireAdmin();
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const current = await tx.adventureHint.findMany({ where: { destinationId }, select: { id: true } });
    const known = new Set(current.map((h) => h.id));
    if (current.length !== orderedIds.length || orderedIds.some((id) => !known.has(id))) throw await adminFailure("reorderStale");
    for (const [index, id] of orderedIds.entries()) await tx.adventureHint.update({ where: { id }, data: { displayOrder: index + 1 } });
  });
  contentChanged();
  return { destinationId, orderedIds };
}
