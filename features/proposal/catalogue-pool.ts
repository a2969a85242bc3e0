// Server code only (through lib/db); no `server-only` marker: the draw runs in a Pages Router API
// route (docs/decisions/0007).
import type { Prisma } from "@/generated/prisma/client";
import { getDb, getSql } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { MoodId } from "@/lib/moods";
import { SEASONS, type Season } from "@/data/catalogue/schema";
import { routeRecordOf } from "@/features/access/server";
import { fourLanguages, fromTranslations, translatedLines, type Localized } from "@/lib/i18n-content";
import type { CatalogueAccommodation, CatalogueDestination, CataloguePool } from "./catalogue";
import { CATALOGUE_TTL_MS } from "./constants";
import { monthsOf } from "@/lib/months";
import { logger } from "@/lib/logger";
import { STORED_IMAGE_URL } from "@/lib/image-variants";
import { CATALOGUE_TAG } from "@/lib/cache-tags";
import { sharedTagVersion } from "@/lib/shared-cache-tags";

// The part of the catalogue the gacha needs: every featured, active destination with its stays,
// hints and routes (docs/product-rules.md#gacha-proposal), read with ordinary Prisma queries into
// one copy shared by every mood set, refreshed in the background after CATALOGUE_TTL_MS. A
// back-office save expires the `catalogue` tag for every instance (lib/shared-cache-tags.ts): the
// next draw on any instance then waits for a fresh copy. Other changes (scripts) show up within
// CATALOGUE_TTL_MS.

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
  seasonLines: true,
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

/** Every featured, active destination with its stays, hints and routes: one read, grouped in one pass each. */
async function loadCatalogue(): Promise<CatalogueDestination[]> {
  const db = await getDb();
  const rows = await db.destination.findMany({ where: { isFeatured: true, status: "active" }, select: destinationSelect, orderBy: { slug: "asc" } });
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
  const group = <T, K>(items: T[], key: (t: T) => K | null) => {
    const out = new Map<K, T[]>();
    for (const item of items) {
      const k = key(item);
      if (k === null) continue;
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
    return out;
  };
  // Heroes that are library photos carry their credit to the proposal.
  const photoIds = rows.map((r) => STORED_IMAGE_URL.exec(r.heroImageUrl)?.[1]?.toLowerCase()).filter((id): id is string => Boolean(id));
  const credits = new Map(
    (photoIds.length ? await db.storedImage.findMany({ where: { id: { in: photoIds }, creditSource: { not: "" } }, select: { id: true, creditSource: true, creditAuthor: true, licence: true, licenceUrl: true, sourceUrl: true } }) : []).map((c) => [
      `/api/images/${c.id}`,
      { source: c.creditSource, author: c.creditAuthor, licence: c.licence, licenceUrl: c.licenceUrl, sourceUrl: c.sourceUrl },
    ]),
  );
  const staysOf = group(stays, (a) => a.destinationId);
  const nearbyOf = group(stays, (a) => (a.destinationId === null ? a.prefecture : null));
  const hintsOf = group(hints, (h) => h.destinationId);
  const routesOf = group(routes, (r) => r.destinationId);

  // A destination with no stay to offer never reaches the draw, even when active and featured
  // (the back office refuses to publish one, but a stay can be made private afterwards).
  const bookable = rows.filter((d) => staysOf.has(d.id) || nearbyOf.has(d.prefecture));
  return bookable.map((d) => ({
    id: d.id,
    slug: d.slug,
    names: { ja: d.nameJa, en: d.nameEn || d.nameJa, ko: d.nameKo || d.nameJa, zh: d.nameZh || d.nameJa },
    descriptions: { ja: d.descriptionJa, en: d.descriptionEn || d.descriptionJa, ko: d.descriptionKo || d.descriptionJa, zh: d.descriptionZh || d.descriptionJa },
    highlights: (Array.isArray(d.highlights) ? (d.highlights as Record<string, unknown>[]) : []).map((h) => ({
      texts: fourLanguages(h),
      months: monthsOf(h?.months),
      when: h?.when ? fourLanguages(h.when) : null,
    })),
    seasonLines: seasonLinesOf(d.seasonLines),
    prefecture: d.prefecture,
    moods: d.moods,
    bestSeasons: d.bestSeasons.filter((s): s is Season => (SEASONS as readonly string[]).includes(s)),
    heroImageUrl: d.heroImageUrl,
    heroCredit: credits.get(`/api/images/${STORED_IMAGE_URL.exec(d.heroImageUrl)?.[1]?.toLowerCase() ?? ""}`) ?? null,
    latitude: d.latitude,
    longitude: d.longitude,
    budgetMin: d.estimatedBudgetMin,
    budgetMax: d.estimatedBudgetMax,
    travelTimeFromTokyoMinutes: d.travelTimeFromTokyoMinutes,
    station: d.mainStation
      ? { id: d.mainStation.id, names: { ja: d.mainStation.nameJa, en: d.mainStation.nameEn, ko: d.mainStation.nameKo, zh: d.mainStation.nameZh }, latitude: d.mainStation.latitude, longitude: d.mainStation.longitude }
      : null,
    accessNotes: fourLanguages(d.accessNotes),
    accommodations: [...(staysOf.get(d.id) ?? []), ...(nearbyOf.get(d.prefecture) ?? [])].map(toAccommodation),
    hints: (hintsOf.get(d.id) ?? []).map((h) => ({
      id: h.id,
      months: monthsOf(h.months),
      titles: fromTranslations(h.translations, "title", h.titleJa),
      descriptions: fromTranslations(h.translations, "description", h.descriptionJa),
      category: h.category,
      icon: h.iconType,
      colorScheme: h.colorScheme,
      rating: h.rating,
    })),
    routes: (routesOf.get(d.id) ?? []).map(routeRecordOf),
  }));
}

/** Season lines as stored ({ winter: { ja, en, ko, zh } }), each in four languages. */
function seasonLinesOf(value: unknown): Partial<Record<Season, Localized>> {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(SEASONS.filter((s) => v[s] && typeof v[s] === "object").map((s) => [s, fourLanguages(v[s])]));
}

/** A mood set's pool from the shared catalogue, in memory: the moods and the first prefecture, else everything (the fallback). */
function poolOf(catalogue: CatalogueDestination[], filter: PoolFilter): CataloguePool {
  if (!catalogue.length) {
    throw new AppError("No featured destinations", { code: "NO_FEATURED_DESTINATIONS", severity: "error", userMessage: { namespace: "proposal.errors", key: "noFeatured" } });
  }
  const hasFilters = filter.moods.length > 0 || Boolean(filter.prefecture);
  const matching = catalogue.filter((d) => (!filter.moods.length || d.moods.some((m) => filter.moods.includes(m))) && (!filter.prefecture || d.prefecture === filter.prefecture));
  const fallback = hasFilters && matching.length === 0;
  const destinations = fallback ? catalogue : matching;
  return { destinations, byId: new Map(destinations.map((d) => [d.id, d])), fallback };
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

// ---- the in-memory catalogue: one copy for every mood set, refreshed in the background ----

interface Loaded {
  catalogue: CatalogueDestination[];
  loadedAt: number;
  /** When the catalogue was last read in full (a reload also happens when nothing seems changed, now and then). */
  readAt: number;
  version: string;
  /** The `catalogue` tag's expiry version when the read began (undefined: not known then). */
  tagVersion: string | undefined;
  /** Each mood set's pool, computed once per copy of the catalogue. */
  pools: Map<string, CataloguePool>;
}

let current: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
/** Pools kept per copy: mood sets and prefectures make the keys open-ended. */
const MAX_POOLS = 512;

function poolKey(filter: PoolFilter): string {
  return `${[...filter.moods].sort().join(",")}|${filter.prefecture ?? ""}`;
}

/** Every this long the catalogue is read in full even when its version has not moved (a station renamed, say). */
const FULL_READ_MS = 10 * 60_000;

/** A cheap fingerprint of what the catalogue is read from: when it has not moved, the copy is kept. */
async function catalogueVersion(): Promise<string> {
  const sql = await getSql();
  const rows = await sql.query<{ v: string }>(
    `SELECT concat_ws('|',
       (SELECT concat(count(*), ',', max(updated_at)) FROM destinations),
       (SELECT concat(count(*), ',', max(updated_at)) FROM accommodations),
       (SELECT concat(count(*), ',', max(updated_at)) FROM adventure_hints),
       (SELECT count(*) FROM static_routes),
       (SELECT count(*) FROM stations)) AS v`,
    [],
    "proposal_catalogue_version",
  );
  return rows[0]?.v ?? "";
}

function reload(tagVersion: string | undefined): Promise<Loaded> {
  loading ??= (async () => {
    const version = await catalogueVersion();
    const now = Date.now();
    // Unchanged since the last read: keep the copy (and its pools), at no cost to the requests.
    if (current && current.version === version && current.tagVersion === tagVersion && now - current.readAt < FULL_READ_MS) return (current = { ...current, loadedAt: now });
    const catalogue = await loadCatalogue();
    return (current = { catalogue, loadedAt: now, readAt: now, version, tagVersion, pools: new Map() });
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * The eligible pool for a mood set. The very first request waits for the catalogue, and so does
 * the first after a back-office save on any instance; otherwise, after CATALOGUE_TTL_MS a request
 * starts a reload and is served the copy it has (a failed reload keeps the old copy and is tried
 * again on the next request).
 */
export async function getPool(filter: PoolFilter): Promise<CataloguePool> {
  const tagVersion = await sharedTagVersion(CATALOGUE_TAG);
  let loaded = current ?? (await reload(tagVersion));
  // A save since this copy was read (twice at most: a read already under way may predate it).
  if (tagVersion !== undefined && loaded.tagVersion !== tagVersion) loaded = await reload(tagVersion);
  if (tagVersion !== undefined && loaded.tagVersion !== tagVersion) loaded = await reload(tagVersion);
  if (Date.now() - loaded.loadedAt > CATALOGUE_TTL_MS && !loading) {
    reload(tagVersion).catch((error) => logger.warn("proposal: catalogue reload failed; the previous copy keeps serving", error));
  }
  const key = poolKey(filter);
  let pool = loaded.pools.get(key);
  if (!pool) {
    pool = poolOf(loaded.catalogue, filter);
    if (loaded.pools.size >= MAX_POOLS) loaded.pools.clear();
    loaded.pools.set(key, pool);
  }
  return pool;
}

/** Forgets the in-memory catalogue (tests, and after content edits on this instance). */
export function clearProposalCache(): void {
  current = null;
}
