// Seeds the catalogue: stations, destinations with their stays, hints, spots and static routes.
// Idempotent: every row has a stable id, so running it again updates instead of duplicating.
// The catalogue is checked first (data/catalogue/validate.ts): a catalogue with problems is not written.
import type { PrismaClient } from "../../generated/prisma/client";
import { destinations, hints, retiredStaySlugs, spots, staticRoutes, stations, stays, terms, termSets } from "../../data/catalogue";
import { catalogueProblems } from "../../data/catalogue/validate";
import { hubs } from "../../data/network";
import { accommodationInput, destinationInput, hintInput, spotInput, staticRouteInput, stationInput } from "./mappers";

export interface SeedSummary {
  stations: number;
  destinations: number;
  accommodations: number;
  hints: number;
  spots: number;
  staticRoutes: number;
  retiredStays: number;
}

/** Hubs are where people set out from: they come first in station searches. */
const HUB_POPULARITY = 8;

export async function seedCatalogue(db: PrismaClient): Promise<SeedSummary> {
  const problems = catalogueProblems({ destinations, stations, stays, hints, spots, terms, staticRoutes, termSets });
  if (problems.length > 0) throw new Error(`The catalogue has ${problems.length} problem(s):\n${problems.slice(0, 20).join("\n")}`);

  const hubIds = new Set<string>(hubs.map((h) => h.id));
  for (const s of stations) {
    const data = stationInput(s, hubIds.has(s.id) ? HUB_POPULARITY : 3);
    await db.station.upsert({ where: { id: s.id }, create: data, update: data });
  }
  const bySlug = new Map(destinations.map((d) => [d.slug, d]));
  for (const d of destinations) {
    const data = destinationInput(d);
    await db.destination.upsert({ where: { slug: d.slug }, create: data, update: data });
  }
  for (const a of stays) {
    const data = accommodationInput(a, bySlug.get(a.destinationSlug)!, terms);
    await db.accommodation.upsert({ where: { slug: a.slug }, create: data, update: data });
  }
  // Stays an earlier catalogue invented: never drawn or shown again (bookings keep their rows).
  const retired = await db.accommodation.updateMany({ where: { slug: { in: retiredStaySlugs }, status: { not: "inactive" } }, data: { status: "inactive", isFeatured: false } });
  for (const h of hints) {
    const data = hintInput(h);
    await db.adventureHint.upsert({ where: { id: data.id! }, create: data, update: data });
  }
  const perDestination = new Map<string, number>();
  for (const s of spots) {
    const i = perDestination.get(s.destinationSlug) ?? 0;
    perDestination.set(s.destinationSlug, i + 1);
    const data = spotInput(s, i);
    await db.localSpot.upsert({ where: { id: data.id! }, create: data, update: data });
  }
  for (const r of staticRoutes) {
    const data = staticRouteInput(r);
    await db.staticRoute.upsert({ where: { id: r.id }, create: data, update: data });
  }
  return {
    stations: stations.length,
    destinations: destinations.length,
    accommodations: stays.length,
    hints: hints.length,
    spots: spots.length,
    staticRoutes: staticRoutes.length,
    retiredStays: retired.count,
  };
}
