import { hubs } from "../network";
import { destinationFiles } from "./destinations";
import { glossary } from "./glossary";
import { replacedStays } from "./retired-stays";
import type { CatalogueHint, CatalogueSpot, CatalogueStaticRoute, CatalogueStation, CatalogueStay, DestinationFile, Terms } from "./schema";

// The whole catalogue: destinations across Japan's eight regions, one file each
// (data/catalogue/destinations/<region>/<slug>.ts) with its stations, real stays, tips, local spots
// and hand-checked routes in four languages. Every record says where its facts come from;
// validate.ts checks them all (and the seed refuses to write a catalogue that fails).

export { destinationFiles };

/** The records of a set of destination files, each stamped with its destination. */
export function flatten(files: DestinationFile[]) {
  const of = <T extends object>(f: DestinationFile, items: T[]) => items.map((x) => ({ ...x, destinationSlug: f.destination.slug }));
  return {
    destinations: files.map((f) => f.destination),
    stays: files.flatMap((f) => of(f, f.stays)) as CatalogueStay[],
    hints: files.flatMap((f) => f.hints.map((h, i) => ({ ...h, destinationSlug: f.destination.slug, displayOrder: i + 1 }))) as CatalogueHint[],
    spots: files.flatMap((f) => of(f, f.spots)) as CatalogueSpot[],
    staticRoutes: files.flatMap((f) => of(f, f.routes ?? [])) as CatalogueStaticRoute[],
    ownStations: files.flatMap((f) => f.stations),
  };
}

const flat = flatten(destinationFiles);

export const destinations = flat.destinations;
export const stays = flat.stays;
export const hints = flat.hints;
export const spots = flat.spots;
export const staticRoutes = flat.staticRoutes;

/** The network's hubs as stations: departures, and the main station of some destinations. */
const hubStations: CatalogueStation[] = hubs.map((h) => ({ ...h, description: null }));

/** Every station a destination file defines, before de-duplication (a second definition is refused). */
export const ownStations: CatalogueStation[] = flat.ownStations;

/** Stations by id: the network's hubs, then the ones destination files own. */
export const stations: CatalogueStation[] = [...new Map([...hubStations, ...flat.ownStations].map((s) => [s.id, s])).values()];

/** Where each phrase is defined: the glossary, then any destination's own. */
export const termSets: { where: string; terms: Terms }[] = [
  { where: "glossary", terms: glossary },
  ...destinationFiles.filter((f) => f.terms).map((f) => ({ where: f.destination.slug, terms: f.terms! })),
];

/** Japanese feature and amenity phrases of the stays, with their translations. */
export const terms: Terms = Object.assign({}, ...termSets.map((s) => s.terms));

/** Slugs of stays an earlier catalogue invented: they must never be shown as real. */
export const retiredStaySlugs: string[] = Object.keys(replacedStays);
