import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import { fourLanguages } from "@/lib/i18n-content";
import { destinations as seedDestinations } from "@/data/catalogue/destinations";
import { destinationId } from "@/data/catalogue/ids";
import { staticRoutes as seedRoutes } from "@/data/catalogue/static-routes";
import { stations as seedStations } from "@/data/catalogue/stations";
import type { DestinationData, Place, StaticRoute } from "./static";
export { resolveOrigin } from "./origin";
import type { ScheduleInfo } from "./types";

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

function schedule(value: unknown): ScheduleInfo | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  const samples = Array.isArray(v.sampleTimes) ? (v.sampleTimes as Record<string, unknown>[]) : [];
  return {
    weekday: s(v.weekday),
    weekend: s(v.weekend),
    frequency: s(v.frequency),
    lastTrain: s(v.lastTrain),
    sampleTimes: samples.map((x) => ({ label: s(x.label), departure: s(x.departure), arrival: s(x.arrival), color: s(x.color) || undefined })),
  };
}

interface RouteLike {
  id: string;
  mode: StaticRoute["mode"];
  originStationId: string;
  title: unknown;
  routeSummary: string;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: string[];
  notes: unknown;
  steps: unknown;
  schedule: unknown;
  popularity: number;
}

export function toStaticRoute(r: RouteLike, locale: Locale): StaticRoute {
  const steps = Array.isArray(r.steps) ? (r.steps as Record<string, unknown>[]) : [];
  return {
    id: r.id,
    mode: r.mode,
    originStationId: r.originStationId,
    title: fourLanguages(r.title)[locale],
    routeSummary: r.routeSummary,
    durationMinutes: r.durationMinutes,
    fareMin: r.fareMin,
    fareMax: r.fareMax,
    transfers: r.transfers,
    companies: r.companies,
    notes: fourLanguages(r.notes)[locale],
    steps: steps.map((s) => ({
      instruction: fourLanguages(s.instruction)[locale],
      line: typeof s.line === "string" ? s.line : undefined,
      from: typeof s.from === "string" ? s.from : undefined,
      durationMinutes: Number(s.durationMinutes) || 0,
      fare: typeof s.fare === "number" ? s.fare : undefined,
    })),
    schedule: schedule(r.schedule),
    popularity: r.popularity,
  };
}

async function fromDatabase(id: string, locale: Locale): Promise<DestinationData | null> {
  const db = await getDb();
  const d = await db.destination.findFirst({ where: { id, status: "active" }, include: { mainStation: true, staticRoutes: true } });
  if (!d) return null;
  const names: Lang = { ja: d.nameJa, en: d.nameEn || d.nameJa, ko: d.nameKo || d.nameJa, zh: d.nameZh || d.nameJa };
  const s = d.mainStation;
  return {
    id: d.id,
    name: names[locale],
    nameJa: d.nameJa,
    latitude: d.latitude,
    longitude: d.longitude,
    station: s ? stationOf({ id: s.id, latitude: s.latitude, longitude: s.longitude, name: { ja: s.nameJa, en: s.nameEn, ko: s.nameKo, zh: s.nameZh } }, locale) : null,
    accessNotes: fourLanguages(d.accessNotes)[locale],
    routes: d.staticRoutes.map((r) => toStaticRoute(r, locale)),
  };
}

/** The same destination from the seed modules (hard-coded static data). */
export function fromSeed(id: string, locale: Locale): DestinationData | null {
  const d = seedDestinations.find((x) => destinationId(x.slug) === id);
  if (!d) return null;
  const s = seedStations.find((x) => x.id === d.mainStationId);
  return {
    id,
    name: d.name[locale],
    nameJa: d.name.ja,
    latitude: d.latitude,
    longitude: d.longitude,
    station: s ? stationOf(s, locale) : null,
    accessNotes: d.accessNotes[locale],
    routes: seedRoutes.filter((r) => r.destinationSlug === d.slug).map((r) => toStaticRoute(r as unknown as RouteLike, locale)),
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
