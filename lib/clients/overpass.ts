import "server-only";
import { z } from "zod";
import { env, isOffline } from "@/lib/env";
import { fetchJson, GeoServiceError } from "./geo-fetch";
import { callTimeout } from "./wait-limits";

// OpenStreetMap data through the Overpass API: POST {base}/api/interpreter with a form body
// `data` holding an Overpass QL query. Used for named places within 100 m and railway stations
// within 1000 m. The query carries Overpass's own [timeout:10] (the server's limit);
// we wait at most OVERPASS_TIMEOUT_MS, never longer than the caller has left.

export const OVERPASS_PATH = "/api/interpreter";

const element = z.looseObject({
  type: z.string(),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).default({}),
});
const schema = z.looseObject({ elements: z.array(z.unknown()) });

export interface OverpassElement {
  id: number;
  name: string;
  nameJa?: string;
  latitude: number;
  longitude: number;
  tags: Record<string, string>;
}

async function query(ql: string, timeoutMs?: number): Promise<OverpassElement[]> {
  if (isOffline()) throw new GeoServiceError("overpass", "offline", "Outside services are switched off (OFFLINE=1)");
  const config = env();
  const body = await fetchJson(
    "overpass",
    `${config.OVERPASS_BASE_URL.replace(/\/+$/, "")}${OVERPASS_PATH}`,
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", "user-agent": config.NOMINATIM_USER_AGENT }, body: new URLSearchParams({ data: ql }).toString() },
    callTimeout(config.OVERPASS_TIMEOUT_MS, timeoutMs),
  );
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeoServiceError("overpass", "invalid_response", "Overpass sent something that is not an element list");
  const out: OverpassElement[] = [];
  for (const raw of parsed.data.elements) {
    const e = element.safeParse(raw);
    if (!e.success) continue;
    const lat = e.data.lat ?? e.data.center?.lat;
    const lon = e.data.lon ?? e.data.center?.lon;
    const name = e.data.tags["name:ja"] ?? e.data.tags.name;
    if (lat === undefined || lon === undefined || !name) continue;
    out.push({ id: e.data.id, name, nameJa: e.data.tags["name:ja"], latitude: lat, longitude: lon, tags: e.data.tags });
  }
  return out;
}

const coord = (n: number) => n.toFixed(6);

/** Named amenities, shops, tourism spots and buildings within `radiusM` (default 100 m). */
export function nearbyPlaces(latitude: number, longitude: number, radiusM = 100, timeoutMs?: number): Promise<OverpassElement[]> {
  const around = `around:${radiusM},${coord(latitude)},${coord(longitude)}`;
  return query(`[out:json][timeout:10];(node(${around})[name][amenity];node(${around})[name][tourism];node(${around})[name][shop];way(${around})[name][building];);out center 20;`, timeoutMs);
}

/** Railway stations within `radiusM` (default 1000 m). */
export function stationsAround(latitude: number, longitude: number, radiusM = 1000, timeoutMs?: number): Promise<OverpassElement[]> {
  const around = `around:${radiusM},${coord(latitude)},${coord(longitude)}`;
  return query(`[out:json][timeout:10];(node(${around})[railway=station];node(${around})[public_transport=station][train=yes];);out body 20;`, timeoutMs);
}
