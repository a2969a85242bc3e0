// Server code only (through lib/db); no `server-only` marker: the draw runs in a Pages Router API
// route (docs/decisions/0007).
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { MoodId } from "@/lib/moods";
import { SEASONS, type Season } from "@/data/catalogue/schema";
import { routeRecordOf } from "@/features/access/server";
import { fourLanguages, fromTranslations, translatedLines } from "@/lib/i18n-content";
import type { CatalogueAccommodation, CatalogueDestination, CataloguePool } from "./catalogue";
import { CATALOGUE_TTL_MS, HINT_LIMIT } from "./constants";

// The part of the catalogue the gacha needs, per mood set: eligible destinations with their
// stays, hints and routes (docs/product-rules.md#gacha-proposal), read with ordinary Prisma
// queries and kept in memory for CATALOGUE_TTL_MS. Content edits show up within that time.

export interface PoolFilter {
  moods: MoodId[];
  /** Only the first prefecture filter applies. */
  prefecture?: string;
}

const destinationSelect = {
  id: true,
  slug: true,
  nameJa: true,
  nameEn: true,
  nameKo: true,
  nameZh: true,
  descriptionJa: true,
  descriptionEn: true,
  descriptionKo: true,
  descriptionZh: true,
  highlights: true,
  prefecture: true,
  moods: true,
  bestSeasons: true,
  heroImageUrl: true,
  latitude: true,
  longitude: true,
  estimatedBudgetMin: true,
  estimatedBudgetMax: true,
  travelTimeFromTokyoMinutes: true,
  accessNotes: true,
  mainStation: { select: { id: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true, latitude: true, longitude: true } },
} satisfies Prisma.DestinationSelect;

/** Eligible destinations: featured and active, mood tags and the first prefecture when given, else the same without filters. */
async function eligibleDestinations(filter: PoolFilter) {
  const db = await getDb();
  const base: Prisma.DestinationWhereInput = { isFeatured: true, status: "active" };
  const hasFilters = filter.moods.length > 0 || Boolean(filter.prefecture);
  const where: Prisma.DestinationWhereInput = {
    ...base,
    ...(filter.moods.length ? { moods: { hasSome: filter.moods } } : {}),
    ...(filter.prefecture ? { prefecture: filter.prefecture } : {}),
  };
  const rows = await db.destination.findMany({ where, select: destinationSelect, orderBy: { slug: "asc" } });
  if (rows.length || !hasFilters) return { rows, fallback: false };
  return { rows: await db.destination.findMany({ where: base, select: destinationSelect, orderBy: { slug: "asc" } }), fallback: true };
}

async function loadPool(filter: PoolFilter): Promise<CataloguePool> {
  const { rows, fallback } = await eligibleDestinations(filter);
  if (!rows.length) {
    throw new AppError("No featured destinations", { code: "NO_FEATURED_DESTINATIONS", severity: "error", userMessage: { namespace: "proposal.errors", key: "noFeatured" } });
  }
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const prefectures = [...new Set(rows.map((r) => r.prefecture))];
  const [stays, hints, routes] = await Promise.all([
    // A stay belongs to its destination; stays not tied to one count for their prefecture.
    db.accommodation.findMany({
      where: { isFeatured: true, status: "active", OR: [{ destinationId: { in: ids } }, { destinationId: null, prefecture: { in: prefectures } }] },
      orderBy: [{ rating: { sort: "desc", nulls: "last" } }, { slug: "asc" }],
    }),
    db.adventureHint.findMany({ where: { destinationId: { in: ids }, status: "active" }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] }),
    db.staticRoute.findMany({ where: { destinationId: { in: ids } } }),
  ]);

  const destinations: CatalogueDestination[] = rows.map((d) => {
    const own = stays.filter((a) => a.destinationId === d.id);
    const nearby = stays.filter((a) => a.destinationId === null && a.prefecture === d.prefecture);
    return {
      id: d.id,
      slug: d.slug,
      names: { ja: d.nameJa, en: d.nameEn || d.nameJa, ko: d.nameKo || d.nameJa, zh: d.nameZh || d.nameJa },
      descriptions: { ja: d.descriptionJa, en: d.descriptionEn || d.descriptionJa, ko: d.descriptionKo || d.descriptionJa, zh: d.descriptionZh || d.descriptionJa },
      highlights: (Array.isArray(d.highlights) ? d.highlights : []).map((h) => fourLanguages(h)),
      prefecture: d.prefecture,
      moods: d.moods,
      bestSeasons: d.bestSeasons.filter((s): s is Season => (SEASONS as readonly string[]).includes(s)),
      heroImageUrl: d.heroImageUrl,
      latitude: d.latitude,
      longitude: d.longitude,
      budgetMin: d.estimatedBudgetMin,
      budgetMax: d.estimatedBudgetMax,
      travelTimeFromTokyoMinutes: d.travelTimeFromTokyoMinutes,
      station: d.mainStation
        ? { id: d.mainStation.id, names: { ja: d.mainStation.nameJa, en: d.mainStation.nameEn, ko: d.mainStation.nameKo, zh: d.mainStation.nameZh }, latitude: d.mainStation.latitude, longitude: d.mainStation.longitude }
        : null,
      accessNotes: fourLanguages(d.accessNotes),
      accommodations: [...own, ...nearby].map(toAccommodation),
      hints: hints
        .filter((h) => h.destinationId === d.id)
        .slice(0, HINT_LIMIT)
        .map((h) => ({
          id: h.id,
          titles: fromTranslations(h.translations, "title", h.titleJa),
          descriptions: fromTranslations(h.translations, "description", h.descriptionJa),
          category: h.category,
          icon: h.iconType,
          colorScheme: h.colorScheme,
          rating: h.rating,
        })),
      routes: routes.filter((r) => r.destinationId === d.id).map(routeRecordOf),
    };
  });
  return {
    destinations,
    byId: new Map(destinations.map((d) => [d.id, d])),
    fallback,
    accommodationIds: [...new Set(destinations.flatMap((d) => d.accommodations.map((a) => a.id)))],
  };
}

type StayRow = Awaited<ReturnType<Awaited<ReturnType<typeof getDb>>["accommodation"]["findMany"]>>[number];

function toAccommodation(a: StayRow): CatalogueAccommodation {
  const gallery = Array.isArray(a.galleryImages) ? (a.galleryImages as Record<string, unknown>[]) : [];
  return {
    id: a.id,
    slug: a.slug,
    destinationId: a.destinationId,
    names: fromTranslations(a.translations, "name", a.nameJa),
    areas: fromTranslations(a.translations, "area", a.area),
    type: a.type,
    prefecture: a.prefecture,
    moods: a.moods,
    features: a.features,
    featureNames: {
      ja: a.features,
      en: translatedLines(a.translations, "en", "features", a.features),
      ko: translatedLines(a.translations, "ko", "features", a.features),
      zh: translatedLines(a.translations, "zh", "features", a.features),
    },
    pricePerNightMin: a.pricePerNightMin,
    pricePerNightMax: a.pricePerNightMax,
    rating: a.rating,
    reviewCount: a.reviewCount,
    heroImageUrl: a.heroImageUrl,
    images: gallery
      .filter((g) => typeof g?.url === "string")
      .map((g) => ({
        url: g.url as string,
        captions: fourLanguages({ ja: g.caption_ja, en: g.caption_en, ko: g.caption_ko, zh: g.caption_zh }, a.nameJa),
      })),
    maxGuests: a.maxGuests,
    bookingUrl: a.bookingUrl,
  };
}

// ---- the in-memory catalogue, per mood set ----

const pools = new Map<string, { expires: number; pool: Promise<CataloguePool> }>();

function poolKey(filter: PoolFilter): string {
  return `${[...filter.moods].sort().join(",")}|${filter.prefecture ?? ""}`;
}

/** The eligible pool for a mood set; concurrent requests share one load. */
export function getPool(filter: PoolFilter): Promise<CataloguePool> {
  const key = poolKey(filter);
  const now = Date.now();
  const hit = pools.get(key);
  if (hit && hit.expires > now) return hit.pool;
  const pool = loadPool(filter);
  pools.set(key, { expires: now + CATALOGUE_TTL_MS, pool });
  pool.catch(() => pools.delete(key)); // never keep a failure
  return pool;
}

/** Forgets the in-memory catalogue (tests, and after content edits on this instance). */
export function clearProposalCache(): void {
  pools.clear();
}
