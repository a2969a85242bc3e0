import type { Locale } from "@/i18n/routing";
import type { Localized } from "@/lib/i18n-content";
import { finalize, ordered } from "./build";
import { DEFAULT_ORIGIN_STATION_ID } from "./constants";
import { resolveOrigin, type DepartureInput } from "./origin";
import { localizeRoute, type RouteRecord } from "./route-records";
import { staticDrafts, type DestinationData } from "./static";
import { fastestMinutes, toAccessOption } from "./summary";
import type { AccessTexts } from "./texts";
import type { AccessSummary } from "./types";

// The access tile and choices of a proposal, from the traveller's departure, without any outside
// service (the draw stays fast): the hand-checked routes when leaving from Tokyo (a guide near
// Tokyo), else the fare and duration formulas on the distance, marked as estimates. The access
// detail modal loads the full access service (directions, AI formatting, caching) separately.

export interface Departure extends DepartureInput {
  hasCar: boolean;
}

/** What the tile needs of a destination, in all four languages (a draw's catalogue entry). */
export interface TileDestination {
  id: string;
  slug: string;
  names: Localized;
  latitude: number;
  longitude: number;
  station: { id: string; names: Localized; latitude: number; longitude: number } | null;
  accessNotes: Localized;
  routes: RouteRecord[];
  travelTimeFromTokyoMinutes: number;
}

function toData(d: TileDestination, locale: Locale): DestinationData {
  const routes = d.routes.map((r) => localizeRoute(r, locale));
  const st = d.station;
  return {
    id: d.id,
    slug: d.slug,
    name: d.names[locale],
    nameJa: d.names.ja,
    latitude: d.latitude,
    longitude: d.longitude,
    station: st ? { name: st.names[locale], nameJa: st.names.ja, latitude: st.latitude, longitude: st.longitude, stationId: st.id } : null,
    accessNotes: d.accessNotes[locale],
    routes,
  };
}

/** The key under which a summary can be memoized: what changes it. */
export function departureKey(departure: Departure): string {
  if (departure.stationId) return `s:${departure.stationId}`;
  if (departure.latitude !== undefined && departure.longitude !== undefined) return `c:${departure.latitude.toFixed(3)},${departure.longitude.toFixed(3)}`;
  return `l:${departure.label?.trim() ?? ""}`;
}

export function getAccessSummary(destination: TileDestination, departure: Departure, locale: Locale, texts: AccessTexts): AccessSummary {
  // A name nothing could place gets the generic estimate under its own name, never Tokyo's routes.
  const origin = resolveOrigin(departure, locale);
  const { drafts, estimate, tokyoRoutes } = staticDrafts(origin, toData(destination, locale), departure.hasCar, texts);
  const options = ordered(finalize(drafts), departure.hasCar).map(toAccessOption);
  const from = origin ? { id: origin.stationId ?? "location", name: origin.name } : { id: "unplaced", name: departure.label?.trim() ?? "" };
  return {
    origin: tokyoRoutes ? { id: DEFAULT_ORIGIN_STATION_ID, name: resolveOrigin({ stationId: DEFAULT_ORIGIN_STATION_ID }, locale)!.name } : from,
    from,
    approximate: estimate || !origin,
    estimate: !tokyoRoutes,
    fastestMinutes: fastestMinutes(options, destination.travelTimeFromTokyoMinutes),
    options,
  };
}
