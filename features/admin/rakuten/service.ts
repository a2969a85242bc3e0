import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { isRakutenConfigured, rakutenTimeoutMs, RakutenError, searchRakutenHotels, type RakutenErrorKind, type RakutenHotel, type RakutenQuery, type RakutenResult } from "@/lib/clients/rakuten";
import { getDb } from "@/lib/db";
import { env, isOffline } from "@/lib/env";
import { recordThrown } from "@/lib/error-log";
import { accommodationFieldsSchema } from "../accommodations/schemas";
import { accommodationColumns } from "../accommodations/service";
import { notFoundFailure } from "../shared/errors";
import { contentChanged } from "../shared/revalidate";
import { distanceKm, draftFromHotel, rakutenSlug } from "./mapping";
import type { RakutenHotelInput } from "./schemas";

/** A failed search, as data: the screens explain each kind in the admin's language. */
export interface RakutenFailure {
  ok: false;
  kind: RakutenErrorKind | "unexpected";
  message: string;
  status?: number;
  description?: string;
  raw?: unknown;
  requestUrl?: string;
  durationMs?: number;
}

async function search(query: RakutenQuery): Promise<{ ok: true; result: RakutenResult } | RakutenFailure> {
  try {
    return { ok: true, result: await searchRakutenHotels(query) };
  } catch (error) {
    if (error instanceof RakutenError) {
      if (error.kind === "http" || error.kind === "invalid_response") await recordThrown(error, { context: { service: "rakuten", ...error.details, raw: undefined } });
      return { ok: false, kind: error.kind, message: error.message, ...error.details };
    }
    await recordThrown(error, { context: { service: "rakuten" } });
    return { ok: false, kind: "unexpected", message: error instanceof Error ? error.message : String(error) };
  }
}

/** What the screens may say about the configuration (never the ids themselves). */
export async function rakutenStatus() {
  await requireAdmin();
  const config = env();
  return {
    configured: isRakutenConfigured(),
    affiliate: Boolean(config.RAKUTEN_AFFILIATE_ID),
    baseUrl: new URL(config.RAKUTEN_BASE_URL).origin,
    timeoutMs: rakutenTimeoutMs(),
    offline: isOffline(),
  };
}

export type RakutenStatus = Awaited<ReturnType<typeof rakutenStatus>>;

/** The API tester: the typed result and the raw answer, or what went wrong. */
export async function testRakuten(query: RakutenQuery) {
  await requireAdmin();
  return search(query);
}

export interface Candidate {
  hotel: RakutenHotel;
  distanceKm: number | null;
  /** The stay this hotel was already imported as. */
  importedId: string | null;
}

async function withImportState(hotels: RakutenHotel[], origin: { latitude: number; longitude: number }): Promise<Candidate[]> {
  const db = await getDb();
  const existing = await db.accommodation.findMany({ where: { slug: { in: hotels.map((h) => rakutenSlug(h.hotelNo)) } }, select: { id: true, slug: true } });
  const bySlug = new Map(existing.map((e) => [e.slug, e.id]));
  return hotels.map((hotel) => ({
    hotel,
    distanceKm: hotel.latitude !== null && hotel.longitude !== null ? Math.round(distanceKm(origin, { latitude: hotel.latitude, longitude: hotel.longitude }) * 10) / 10 : null,
    importedId: bySlug.get(rakutenSlug(hotel.hotelNo)) ?? null,
  }));
}

/** Candidates for one destination: around its coordinates, or by keyword. */
export async function suggestForDestination(input: { destinationId: string; mode: "nearby"; radiusKm: number; hits: number } | { destinationId: string; mode: "keyword"; keyword: string; hits: number }) {
  await requireAdmin();
  const db = await getDb();
  const destination = await db.destination.findUnique({ where: { id: input.destinationId }, select: { id: true, latitude: true, longitude: true } });
  if (!destination) throw await notFoundFailure();
  const query: RakutenQuery =
    input.mode === "nearby"
      ? { kind: "simple", latitude: destination.latitude, longitude: destination.longitude, radiusKm: input.radiusKm, hits: input.hits }
      : { kind: "keyword", keyword: input.keyword, hits: input.hits };
  const found = await search(query);
  if (!found.ok) return found;
  return { ok: true as const, candidates: await withImportState(found.result.hotels, destination), recordCount: found.result.paging.recordCount };
}

/** Destinations with fewer than `minActive` active stays, fewest first. */
export async function destinationsNeedingStays(minActive: number) {
  await requireAdmin();
  const db = await getDb();
  const rows = await db.destination.findMany({
    select: { id: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true, status: true, _count: { select: { accommodations: { where: { status: "active" } } } } },
    orderBy: { nameJa: "asc" },
  });
  return rows
    .map((d) => ({ id: d.id, nameJa: d.nameJa, nameEn: d.nameEn, nameKo: d.nameKo, nameZh: d.nameZh, status: d.status, activeStays: d._count.accommodations }))
    .filter((d) => d.activeStays < minActive)
    .sort((a, b) => a.activeStays - b.activeStays);
}

/**
 * Imports hotels as draft stays of their destinations, in one transaction. Hotels imported
 * before are skipped, not duplicated.
 */
export async function importHotels(items: { destinationId: string; hotel: RakutenHotelInput }[]) {
  await requireAdmin();
  const db = await getDb();
  const ids = [...new Set(items.map((i) => i.destinationId))];
  const destinations = new Map((await db.destination.findMany({ where: { id: { in: ids } }, select: { id: true, prefecture: true, moods: true } })).map((d) => [d.id, d]));
  if (destinations.size !== ids.length) throw await notFoundFailure();

  const result = await db.$transaction(async (tx) => {
    const created: { hotelNo: number; id: string }[] = [];
    const skipped: { hotelNo: number; id: string }[] = [];
    for (const { destinationId, hotel } of items) {
      const slug = rakutenSlug(hotel.hotelNo);
      const existing = await tx.accommodation.findUnique({ where: { slug }, select: { id: true } });
      if (existing) {
        skipped.push({ hotelNo: hotel.hotelNo, id: existing.id });
        continue;
      }
      // The draft goes through the same schema as a hand-made stay.
      const fields = accommodationFieldsSchema.parse(draftFromHotel(hotel, destinations.get(destinationId)!));
      const row = await tx.accommodation.create({ data: accommodationColumns(fields), select: { id: true } });
      created.push({ hotelNo: hotel.hotelNo, id: row.id });
    }
    return { created, skipped };
  });
  if (result.created.length) contentChanged();
  return result;
}
