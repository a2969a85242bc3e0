import "server-only";
import { isStaySlug } from "@/lib/stay-path";
import { isUuid } from "@/lib/uuid";
import { unstable_cache } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { CATALOGUE_TAG } from "@/lib/cache-tags";
import { STORED_IMAGE_URL } from "@/lib/image-variants";
import type { PhotoCredit, PublicDestination, PublicDestinationSummary, PublicStay, PublicStayPage } from "./types";

// The public catalogue pages' reads: active destinations with their active stays, hints and spots.
// Pages read them through the cached functions at the bottom, tagged so that a back-office save
// expires every page built from them (features/admin/shared/revalidate.ts). Rows become plain
// JSON here (dates as ISO strings), as the cache stores them.

/** How far and how many nearby destinations a destination page links to. */
export const NEARBY_DESTINATIONS_KM = 150;
export const NEARBY_DESTINATIONS_SHOWN = 6;
/** A safety net: cached pages are rebuilt at least daily even without a save. */
const DAY_SECONDS = 86_400;

const summarySelect = {
  id: true,
  slug: true,
  nameJa: true,
  nameEn: true,
  nameKo: true,
  nameZh: true,
  pitch: true,
  prefecture: true,
  region: true,
  moods: true,
  bestSeasons: true,
  heroImageUrl: true,
  isFeatured: true,
  latitude: true,
  longitude: true,
  updatedAt: true,
} satisfies Prisma.DestinationSelect;

type SummaryRow = Prisma.DestinationGetPayload<{ select: typeof summarySelect }>;

function summaryOf(r: SummaryRow): PublicDestinationSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: { ja: r.nameJa, en: r.nameEn || r.nameJa, ko: r.nameKo || r.nameJa, zh: r.nameZh || r.nameJa },
    pitch: r.pitch,
    prefecture: r.prefecture,
    region: r.region,
    moods: r.moods,
    bestSeasons: r.bestSeasons,
    heroImageUrl: r.heroImageUrl,
    isFeatured: r.isFeatured,
    latitude: r.latitude,
    longitude: r.longitude,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every active destination, by region then name. */
export async function loadDestinationList(): Promise<PublicDestinationSummary[]> {
  const db = await getDb();
  const rows = await db.destination.findMany({ where: { status: "active" }, select: summarySelect, orderBy: [{ region: "asc" }, { slug: "asc" }] });
  return rows.map(summaryOf);
}

const staySelect = {
  id: true,
  slug: true,
  nameJa: true,
  area: true,
  translations: true,
  type: true,
  pricePerNightMin: true,
  pricePerNightMax: true,
  heroImageUrl: true,
  isFeatured: true,
  updatedAt: true,
} satisfies Prisma.AccommodationSelect;

type StayRow = Prisma.AccommodationGetPayload<{ select: typeof staySelect }>;

function stayOf(s: StayRow): PublicStay {
  return {
    id: s.id,
    slug: s.slug,
    nameJa: s.nameJa,
    area: s.area,
    translations: s.translations,
    type: s.type,
    pricePerNightMin: s.pricePerNightMin,
    pricePerNightMax: s.pricePerNightMax,
    heroImageUrl: s.heroImageUrl,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The credit of a library photo by its address; null for anything else or a photo stored without one. */
export async function loadPhotoCredit(url: string): Promise<PhotoCredit | null> {
  const id = STORED_IMAGE_URL.exec(url)?.[1];
  if (!id) return null;
  const db = await getDb();
  const row = await db.storedImage.findUnique({ where: { id: id.toLowerCase() }, select: { creditSource: true, creditAuthor: true, licence: true, licenceUrl: true, sourceUrl: true } });
  if (!row || !row.creditSource) return null;
  return { source: row.creditSource, author: row.creditAuthor, licence: row.licence, licenceUrl: row.licenceUrl, sourceUrl: row.sourceUrl };
}

/** One active destination by slug, with what its page shows; null when unknown or not active. */
export async function loadDestination(slug: string): Promise<PublicDestination | null> {
  const db = await getDb();
  const row = await db.destination.findUnique({
    where: { slug },
    select: {
      ...summarySelect,
      status: true,
      descriptionJa: true,
      descriptionEn: true,
      descriptionKo: true,
      descriptionZh: true,
      highlights: true,
      seasonLines: true,
      tags: true,
      estimatedBudgetMin: true,
      estimatedBudgetMax: true,
      accessNotes: true,
      mainStation: { select: { id: true, nameJa: true, nameEn: true, nameKo: true, nameZh: true, latitude: true, longitude: true } },
      accommodations: { where: { status: "active" }, select: staySelect, orderBy: [{ isFeatured: "desc" }, { pricePerNightMin: "asc" }, { slug: "asc" }] },
      hints: { where: { status: "active" }, select: { id: true, titleJa: true, descriptionJa: true, translations: true, category: true, months: true, when: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] },
      spots: {
        where: { status: "active" },
        select: { id: true, nameJa: true, descriptionJa: true, translations: true, category: true, priceRange: true, openingTime: true, closingTime: true, months: true, when: true },
        orderBy: [{ popularityScore: "desc" }, { nameJa: "asc" }],
      },
    },
  });
  if (!row || row.status !== "active") return null;
  const near = await db.$queryRaw<{ id: string; distance_km: number }[]>`
    SELECT id::text AS id, distance_km FROM find_nearby_destinations(${row.latitude}, ${row.longitude}, ${NEARBY_DESTINATIONS_KM}, ${NEARBY_DESTINATIONS_SHOWN + 1})`;
  const others = near.filter((n) => n.id !== row.id).slice(0, NEARBY_DESTINATIONS_SHOWN);
  const nearbyRows = others.length ? await db.destination.findMany({ where: { id: { in: others.map((n) => n.id) }, status: "active" }, select: summarySelect }) : [];
  const station = row.mainStation;
  return {
    ...summaryOf(row),
    heroCredit: await loadPhotoCredit(row.heroImageUrl),
    description: { ja: row.descriptionJa, en: row.descriptionEn, ko: row.descriptionKo, zh: row.descriptionZh },
    highlights: Array.isArray(row.highlights) ? row.highlights : [],
    seasonLines: row.seasonLines,
    tags: row.tags,
    budget: { min: row.estimatedBudgetMin, max: row.estimatedBudgetMax },
    accessNotes: row.accessNotes,
    station: station ? { id: station.id, name: { ja: station.nameJa, en: station.nameEn, ko: station.nameKo, zh: station.nameZh }, latitude: station.latitude, longitude: station.longitude } : null,
    stays: row.accommodations.map(stayOf),
    hints: row.hints.map((h) => ({ id: h.id, titleJa: h.titleJa, descriptionJa: h.descriptionJa, translations: h.translations, category: h.category, months: h.months, when: h.when })),
    spots: row.spots.map((s) => ({ ...s })),
    nearby: others
      .map((n) => {
        const r = nearbyRows.find((x) => x.id === n.id);
        return r ? { ...summaryOf(r), distanceKm: Math.round(n.distance_km) } : null;
      })
      .filter((x) => x !== null),
  };
}

/** The current slug of a destination that was known under `slug` before a rename, if active. */
export async function loadRenamedSlug(slug: string): Promise<string | null> {
  const db = await getDb();
  const redirect = await db.destinationSlugRedirect.findUnique({ where: { oldSlug: slug }, select: { destination: { select: { slug: true, status: true } } } });
  return redirect && redirect.destination.status === "active" ? redirect.destination.slug : null;
}

/** An active stay with its destination, for its public page by slug; null when unknown or not active. */
export async function loadStayPage(slug: string): Promise<PublicStayPage | null> {
  // An address that cannot be a slug is simply not found, without asking the database.
  if (!isStaySlug(slug)) return null;
  const db = await getDb();
  const row = await db.accommodation.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      status: true,
      updatedAt: true,
      latitude: true,
      longitude: true,
      prefecture: true,
      destination: { select: { ...summarySelect, status: true, mainStation: { select: { nameJa: true, nameEn: true, nameKo: true, nameZh: true, latitude: true, longitude: true } } } },
    },
  });
  if (!row || row.status !== "active") return null;
  const active = row.destination && row.destination.status === "active" ? row.destination : null;
  const s = active?.mainStation;
  const station = s ? { name: { ja: s.nameJa, en: s.nameEn || s.nameJa, ko: s.nameKo || s.nameJa, zh: s.nameZh || s.nameJa }, latitude: s.latitude, longitude: s.longitude } : null;
  return { id: row.id, slug: row.slug, updatedAt: row.updatedAt.toISOString(), latitude: row.latitude, longitude: row.longitude, prefecture: row.prefecture, destination: active ? summaryOf(active) : null, station };
}

/** The current slug of an active stay that was known under `slug` before a rename, if any. */
export async function loadRenamedStaySlug(slug: string): Promise<string | null> {
  if (!isStaySlug(slug)) return null;
  const db = await getDb();
  const redirect = await db.accommodationSlugRedirect.findUnique({ where: { oldSlug: slug }, select: { accommodation: { select: { slug: true, status: true } } } });
  return redirect && redirect.accommodation.status === "active" ? redirect.accommodation.slug : null;
}

/** The slug of an active stay known by its uuid (its page's older address), or null. */
export async function loadStaySlug(id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const row = await db.accommodation.findUnique({ where: { id }, select: { slug: true, status: true } });
  return row && row.status === "active" ? row.slug : null;
}

/** Every active stay's id, slug, update time and pictures (hero first, then the gallery), for the sitemap. */
export async function loadStayIndex(): Promise<{ id: string; slug: string; updatedAt: string; images: string[] }[]> {
  const db = await getDb();
  const rows = await db.accommodation.findMany({ where: { status: "active" }, select: { id: true, slug: true, updatedAt: true, heroImageUrl: true, galleryImages: true }, orderBy: { id: "asc" } });
  return rows.map((r) => {
    const gallery = Array.isArray(r.galleryImages) ? r.galleryImages.map((g) => (g && typeof g === "object" && "url" in g ? String(g.url) : "")) : [];
    return { id: r.id, slug: r.slug, updatedAt: r.updatedAt.toISOString(), images: [...new Set([r.heroImageUrl, ...gallery].filter(Boolean))] };
  });
}

const cached = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string) =>
  unstable_cache(fn, [key], { tags: [CATALOGUE_TAG], revalidate: DAY_SECONDS });

export const getDestinationList = cached(loadDestinationList, "public-destination-list");
export const getDestination = cached(loadDestination, "public-destination");
export const getRenamedSlug = cached(loadRenamedSlug, "public-destination-renamed");
export const getStayPage = cached(loadStayPage, "public-stay-page");
export const getStaySlug = cached(loadStaySlug, "public-stay-slug");
export const getRenamedStaySlug = cached(loadRenamedStaySlug, "public-stay-renamed");
export const getStayIndex = cached(loadStayIndex, "public-stay-index");
