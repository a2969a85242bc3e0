import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { fourLanguages } from "@/lib/i18n-content";
import { destinations as seedDestinations, staticRoutes as seedRoutes, stations as seedStations } from "@/data/catalogue";
import { destinationId } from "@/data/catalogue/ids";
import type { DestinationData, Place } from "./static";
export { placedOrigin, resolveOrigin } from "./origin";
import { localizeRoute, routeRecordOf } from "./route-records";

// Where a lookup starts and ends. The destination, its main station and its hand-checked routes
// come from the database; when the database cannot answer, from the seed modules the database
// was filled from (the hard-coded static data).

type Lang = Record<Locale, string>;

const stationOf = (s: { name: Lang; latitude: number; longitude: number; id: string }, locale: Locale): Place => ({
  name: s.name[locale],
  nameJa: s.name.ja,
  latitude: s.latitude,
  longitude: s.longitude,
  stationId: s.id,
});

async function fromDatabase(id: string, locale: Locale): Promise<DestinationData | null> {
  const db = await getDb();
  const d = await db.destination.findFirst({ where: { id, status: "active" }, include: { mainStation: true, staticRoutes: true } });
  if (!d) return null;
  const names: Lang = { ja: d.nameJa, en: d.nameEn || d.nameJa, ko: d.nameKo || d.nameJa, zh: d.nameZh || d.nameJa };
  const s = d.mainStation;
  return {
    id: d.id,
    slug: d.slug,
    name: names[locale],
    nameJa: d.nameJa,
    latitude: d.latitude,
    longitude: d.longitude,
    station: s ? stationOf({ id: s.id, latitude: s.latitude, longitude: s.longitude, name: { ja: s.nameJa, en: s.nameEn, ko: s.nameKo, zh: s.nameZh } }, locale) : null,
    accessNotes: fourLanguages(d.accessNotes)[locale],
    routes: d.staticRoutes.map((r) => localizeRoute(routeRecordOf(r), locale)),
  };
}

/** The same destination from the seed modules (hard-coded static data). */
export function fromSeed(id: string, locale: Locale): DestinationData | null {
  const d = seedDestinations.find((x) => destinationId(x.slug) === id);
  if (!d) return null;
  const s = seedStations.find((x) => x.id === d.mainStationId);
  return {
    id,
    slug: d.slug,
    name: d.name[locale],
    nameJa: d.name.ja,
    latitude: d.latitude,
    longitude: d.longitude,
    station: s ? stationOf(s, locale) : null,
    accessNotes: d.accessNotes[locale],
    routes: seedRoutes.filter((r) => r.destinationSlug === d.slug).map((r) => localizeRoute(routeRecordOf(r), locale)),
  };
}

export async function loadDestination(id: string, locale: Locale): Promise<DestinationData | null> {
  try {
    return await fromDatabase(id, locale);
  } catch (error) {
    logger.warn("access: database unavailable, using the static data", { message: error instanceof Error ? error.message : String(error) });
    return fromSeed(id, locale);
  }
}
