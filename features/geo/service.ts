import "server-only";
import { haversineKm, isInJapan } from "@/data/japan";
import { cachedOrFresh } from "@/lib/cache";
import { gsiReverse } from "@/lib/clients/gsi";
import { nominatimReverse, type NominatimResult } from "@/lib/clients/nominatim";
import { nearbyPlaces, stationsAround, type OverpassElement } from "@/lib/clients/overpass";
import { singleFlight, startBudget, withinBudget, type Budget } from "@/lib/budget";
import { logger } from "@/lib/logger";
import { municipalityOf } from "@/data/municipalities";
import type { NearbyPlace, ReverseGeocode } from "./types";

// Reverse geocoding: GSI inside Japan's box, else (or when GSI fails)
// Nominatim, else coordinates only (with country Japan inside the box). Nearby places within
// 100 m and the nearest station within 1000 m from Overpass, in parallel. Cached 30 minutes in
// the shared database cache, per point rounded to ~10 m. Each request has one budget from its
// start (GEOCODE_BUDGET_MS): whatever has not answered by then is left out, and a caller still
// waiting then gets the coordinates. Overlapping requests for one point share one lookup.

export const GEOCODE_CACHE_MS = 30 * 60_000;
export const PLACE_RADIUS_M = 100;
export const STATION_RADIUS_M = 1000;
/** The whole request, from its start: well inside 5 s, so a busy machine still keeps the promise. */
export const GEOCODE_BUDGET_MS = 3_500;
/** A call's own timeout runs this much past the budget: the budget decides, the timeout cleans up. */
const CALL_GRACE_MS = 250;
/** GSI may use at most this share of the deadline, so Nominatim still has a chance after it. */
const GSI_SHARE = 0.5;
const JAPAN = "日本";

type Named = Pick<ReverseGeocode, "address" | "city" | "prefecture" | "country" | "placeName" | "formattedAddress" | "source">;

const left = (deadline: number) => deadline - Date.now() + CALL_GRACE_MS;

async function fromGsi(lat: number, lon: number, timeoutMs: number): Promise<Named | null> {
  const r = await gsiReverse(lat, lon, timeoutMs);
  if (!r) return null;
  const m = municipalityOf(r.muniCd);
  if (!m) return null;
  const city = m.ward ? `${m.city}${m.ward}` : m.city;
  const address = [m.prefecture, city, r.district].filter(Boolean).join("");
  return { source: "gsi", country: JAPAN, prefecture: m.prefecture, city, address, formattedAddress: address, placeName: r.district || city || m.prefecture };
}

function fromNominatimResult(r: NominatimResult): Named {
  const a = r.address ?? {};
  const city = a.city ?? a.town ?? a.village;
  const placeName = r.name || a.tourism || a.hotel || a.station || a.building || a.neighbourhood || a.suburb || city;
  return {
    source: "nominatim",
    country: a.country,
    prefecture: a.prefecture ?? a.province ?? a.state,
    city,
    address: [a.postcode, a.state ?? a.province, city, a.suburb ?? a.city_district, a.neighbourhood ?? a.quarter].filter(Boolean).join(" ") || undefined,
    formattedAddress: r.display_name,
    placeName: placeName || undefined,
  };
}

async function named(lat: number, lon: number, inJapan: boolean, deadline: number): Promise<Named> {
  if (inJapan) {
    try {
      const g = await fromGsi(lat, lon, left(deadline) * GSI_SHARE);
      if (g) return g;
    } catch (error) {
      logger.warn("geo: GSI failed, trying Nominatim", { message: error instanceof Error ? error.message : String(error) });
    }
  }
  try {
    if (deadline <= Date.now()) throw new Error("no time left");
    const n = await nominatimReverse(lat, lon, left(deadline));
    if (n) return fromNominatimResult(n);
  } catch (error) {
    logger.warn("geo: Nominatim failed, coordinates only", { message: error instanceof Error ? error.message : String(error) });
  }
  const text = `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
  return { source: "coordinates", country: inJapan ? JAPAN : undefined, formattedAddress: text };
}

function near(lat: number, lon: number, e: OverpassElement, kind?: string): NearbyPlace {
  return { name: e.name, latitude: e.latitude, longitude: e.longitude, distanceM: Math.round(haversineKm({ latitude: lat, longitude: lon }, e) * 1000), kind };
}

async function around(lat: number, lon: number, deadline: number): Promise<Pick<ReverseGeocode, "nearbyPlaces" | "nearestStation">> {
  const [places, stations] = await Promise.allSettled([nearbyPlaces(lat, lon, PLACE_RADIUS_M, left(deadline)), stationsAround(lat, lon, STATION_RADIUS_M, left(deadline))]);
  for (const r of [places, stations]) if (r.status === "rejected") logger.warn("geo: Overpass failed", { message: String(r.reason) });
  const nearby = places.status === "fulfilled" ? places.value.map((e) => near(lat, lon, e, e.tags.amenity ?? e.tags.tourism ?? e.tags.shop ?? e.tags.building)) : [];
  const station = stations.status === "fulfilled" ? stations.value.map((e) => near(lat, lon, e, "station")).sort((a, b) => a.distanceM - b.distanceM)[0] : undefined;
  return {
    nearbyPlaces: nearby.filter((p) => p.distanceM <= PLACE_RADIUS_M).sort((a, b) => a.distanceM - b.distanceM).slice(0, 10),
    nearestStation: station && station.distanceM <= STATION_RADIUS_M ? { ...station, name: /駅$/.test(station.name) ? station.name : `${station.name}駅` } : null,
  };
}

type Looked = Awaited<ReturnType<typeof lookup>>;

function lookup(latitude: number, longitude: number, inJapan: boolean, budget: Budget) {
  const key = `geo:reverse:${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  return cachedOrFresh(key, GEOCODE_CACHE_MS, async () => {
    const [name, surroundings] = await Promise.all([named(latitude, longitude, inJapan, budget.deadline), around(latitude, longitude, budget.deadline)]);
    return { ...name, ...surroundings, inJapan };
  });
}

const inFlight = singleFlight<Looked>();

export async function reverseGeocode(latitude: number, longitude: number, accuracy?: number, budget: Budget = startBudget(GEOCODE_BUDGET_MS)): Promise<ReverseGeocode & { cached: boolean }> {
  const inJapan = isInJapan(latitude, longitude);
  const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const { value, hit } = await withinBudget(budget, inFlight(key, () => lookup(latitude, longitude, inJapan, budget)), () => {
    logger.warn("geo: request budget spent, coordinates only", { point: key });
    const text = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
    return { value: { source: "coordinates" as const, country: inJapan ? JAPAN : undefined, formattedAddress: text, nearbyPlaces: [], nearestStation: null, inJapan }, hit: false };
  });
  return { ...value, coordinates: { latitude, longitude, accuracy }, timestamp: Date.now(), cached: hit };
}
