import "server-only";
import { haversineKm, type Lang } from "@/data/japan";
import { railwayStations, type MunicipalityRecord, type StationRecord } from "@/data/places";
import { stations as networkStations } from "@/data/catalogue";

// Where a trip from a municipality starts: its own railway station, so the first leg counts the
// town's real rail link (the reachability model estimates the rest from there). A station of our
// network close to the office wins (a city's main station: 金沢市 → 金沢駅); else the station
// nearest the office from Ekistamp's list; a town with no station within reach starts at its
// office, and the model's first leg (local transit, estimated) goes from there.

/** A network station this close to the office is the town's own start. */
export const NETWORK_START_KM = 2.5;
/** Farther than this, a station is not the town's own: the trip starts at the office. */
export const LOCAL_START_KM = 8;

export interface Start {
  latitude: number;
  longitude: number;
  stationId?: string;
  names?: Record<Lang, string>;
}

function nearest<T extends { latitude: number; longitude: number }>(from: { latitude: number; longitude: number }, list: readonly T[], withinKm: number): T | null {
  let best: T | null = null;
  let bestKm = withinKm;
  // A cheap box first: a degree of latitude is 111 km, of longitude at least 80 km in Japan.
  const dLat = withinKm / 111;
  const dLng = withinKm / 80;
  for (const s of list) {
    if (Math.abs(s.latitude - from.latitude) > dLat || Math.abs(s.longitude - from.longitude) > dLng) continue;
    const km = haversineKm(from, s);
    if (km <= bestKm) {
      best = s;
      bestKm = km;
    }
  }
  return best;
}

const cache = new Map<string, Start>();

export function startOf(m: MunicipalityRecord): Start {
  const hit = cache.get(m.code);
  if (hit) return hit;
  const hub = nearest(m, networkStations.filter((s) => s.kind !== "airport" && s.kind !== "port" && s.kind !== "bus"), NETWORK_START_KM);
  const local: StationRecord | null = hub ? null : nearest(m, railwayStations(), LOCAL_START_KM);
  const start: Start = hub
    ? { latitude: hub.latitude, longitude: hub.longitude, stationId: hub.id, names: hub.name }
    : local
      ? { latitude: local.latitude, longitude: local.longitude, names: local.names }
      : { latitude: m.latitude, longitude: m.longitude };
  cache.set(m.code, start);
  return start;
}
