// Seeds the catalogue: stations, destinations with their lodging, hints, spots and static routes.
// Idempotent: every row has a stable id, so running it again updates instead of duplicating.
import type { PrismaClient } from "../../generated/prisma/client";
import { accommodations } from "../../data/catalogue/accommodations";
import { destinations } from "../../data/catalogue/destinations";
import { hints } from "../../data/catalogue/hints";
import { accommodationInput, destinationInput, hintInput, spotInput, staticRouteInput, stationInput } from "./mappers";
import { spots } from "../../data/catalogue/spots";
import { staticRoutes } from "../../data/catalogue/static-routes";
import { stations } from "../../data/catalogue/stations";

export interface SeedSummary {
  stations: number;
  destinations: number;
  accommodations: number;
  hints: number;
  spots: number;
  staticRoutes: number;
}

export async function seedCatalogue(db: PrismaClient): Promise<SeedSummary> {
  for (const s of stations) {
    const data = stationInput(s);
    await db.station.upsert({ where: { id: s.id }, create: data, update: data });
  }
  for (const d of destinations) {
    const data = destinationInput(d);
    await db.destination.upsert({ where: { slug: d.slug }, create: data, update: data });
  }
  for (const a of accommodations) {
    const data = accommodationInput(a);
    await db.accommodation.upsert({ where: { slug: a.slug }, create: data, update: data });
  }
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
    accommodations: accommodations.length,
    hints: hints.length,
    spots: spots.length,
    staticRoutes: staticRoutes.length,
  };
}
