import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import type { ExclusionKind, PlaceExclusion } from "@/features/trip";

// A signed-in traveller's places left out of the draw (not this place, been there).

const nameField = { ja: "nameJa", en: "nameEn", ko: "nameKo", zh: "nameZh" } as const;

export async function listExclusions(userId: string, locale: Locale): Promise<PlaceExclusion[]> {
  const db = await getDb();
  const rows = await db.placeExclusion.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  if (!rows.length) return [];
  const places = await db.destination.findMany({ where: { id: { in: rows.map((r) => r.destinationId) } }, select: { id: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true } });
  const byId = new Map(places.map((p) => [p.id, p]));
  // A place removed from the catalogue since drops out of the list shown (its row stays harmless).
  return rows.flatMap((r) => {
    const p = byId.get(r.destinationId);
    return p ? [{ id: r.destinationId, name: p[nameField[locale]] || p.nameJa, kind: r.kind as ExclusionKind }] : [];
  });
}

/** The places the traveller marked 'been there', with their prefecture in Japanese, as stored. */
export async function beenTherePlaces(userId: string, locale: Locale): Promise<{ id: string; name: string; prefecture: string }[]> {
  const db = await getDb();
  const rows = await db.placeExclusion.findMany({ where: { userId, kind: "been" }, select: { destinationId: true } });
  if (!rows.length) return [];
  const places = await db.destination.findMany({ where: { id: { in: rows.map((r) => r.destinationId) } }, select: { id: true, prefecture: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true } });
  return places.map((p) => ({ id: p.id, name: p[nameField[locale]] || p.nameJa, prefecture: p.prefecture }));
}

export async function addExclusion(userId: string, destinationId: string, kind: ExclusionKind): Promise<void> {
  const db = await getDb();
  await db.placeExclusion.upsert({ where: { userId_destinationId: { userId, destinationId } }, create: { userId, destinationId, kind }, update: { kind } });
}

export async function removeExclusion(userId: string, destinationId: string): Promise<void> {
  const db = await getDb();
  await db.placeExclusion.deleteMany({ where: { userId, destinationId } });
}

/** Merges a guest's list into the account (the account's own kind stays where both have a place); answers the whole list. */
export async function mergeExclusions(userId: string, items: { destinationId: string; kind: ExclusionKind }[], locale: Locale): Promise<PlaceExclusion[]> {
  const db = await getDb();
  const known = await db.destination.findMany({ where: { id: { in: items.map((i) => i.destinationId) } }, select: { id: true } });
  const real = new Set(known.map((k) => k.id));
  const data = items.filter((i) => real.has(i.destinationId)).map((i) => ({ userId, destinationId: i.destinationId, kind: i.kind }));
  if (data.length) await db.placeExclusion.createMany({ data, skipDuplicates: true });
  return listExclusions(userId, locale);
}
