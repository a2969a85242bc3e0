import { hubs } from "../network";
import { staticRoutes } from "./static-routes";
import chubuKinki from "./regions/chubu-kinki";
import chugokuShikoku from "./regions/chugoku-shikoku";
import hokkaido from "./regions/hokkaido";
import kantoChubu, { replacedStays } from "./regions/kanto-chubu";
import kyushuOkinawa from "./regions/kyushu-okinawa";
import tohoku from "./regions/tohoku";
import type { CatalogueStation, RegionCatalogue, Terms } from "./schema";

// The whole catalogue: destinations across Japan's eight regions with their stations, real stays,
// tips and local spots in four languages, and the hand-checked routes from Tokyo. Each region's
// files say where their facts come from; validate.ts checks them all (and the seed refuses to
// write a catalogue that fails).

export const regions: RegionCatalogue[] = [...hokkaido, ...tohoku, ...kantoChubu, ...chubuKinki, ...chugokuShikoku, ...kyushuOkinawa];

export const destinations = regions.flatMap((r) => r.destinations);
export const stays = regions.flatMap((r) => r.stays);
export const hints = regions.flatMap((r) => r.hints);
export const spots = regions.flatMap((r) => r.spots);

/** The network's hubs as stations: departures, and the main station of some destinations. */
const hubStations: CatalogueStation[] = hubs.map((h) => ({ ...h, description: null }));

/** Stations by id: the hubs, then the regions' own (a station listed twice keeps its region's record). */
export const stations: CatalogueStation[] = [...new Map([...hubStations, ...regions.flatMap((r) => r.stations)].map((s) => [s.id, s])).values()];

/** Japanese feature and amenity phrases of the stays, with their translations. */
export const terms: Terms = Object.assign({}, ...regions.map((r) => r.terms));

/** Slugs of stays an earlier catalogue invented: they must never be shown as real. */
export const retiredStaySlugs: string[] = Object.keys(replacedStays);

export { staticRoutes };
