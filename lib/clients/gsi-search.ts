import "server-only";
import { z } from "zod";
import { isInJapan } from "@/data/japan";
import { env, isOffline } from "@/lib/env";
import { logger } from "@/lib/logger";
import { fetchJson, GeoServiceError } from "./geo-fetch";
import { callTimeout } from "./wait-limits";

// GSI's address search (国土地理院 地名・住所検索): GET {base}/address-search/AddressSearch?q=…
// answers an array of { geometry: { coordinates: [lon, lat] }, properties: { title } }, best
// first. The departure field asks it for what our own list of places does not know.

export const GSI_SEARCH_PATH = "/address-search/AddressSearch";
/** At most this many places are kept from one answer. */
export const GSI_SEARCH_KEEP = 5;

export interface GsiPlace {
  /** The address or place as GSI writes it, e.g. "石川県金沢市広坂一丁目". */
  title: string;
  latitude: number;
  longitude: number;
}

const feature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.unknown()) }),
  properties: z.object({ title: z.string().min(1) }).loose(),
});

/**
 * Places in Japan for a typed text, best first; an empty list when GSI knows none. Throws a
 * GeoServiceError when GSI cannot be asked (offline, timeout, error, garbage); `searchAddress`
 * turns that into "nothing found".
 */
export async function gsiAddressSearch(query: string, timeoutMs?: number): Promise<GsiPlace[]> {
  if (isOffline()) throw new GeoServiceError("gsi", "offline", "Outside services are switched off (OFFLINE=1)");
  const config = env();
  const url = new URL(`${config.GSI_SEARCH_BASE_URL.replace(/\/+$/, "")}${GSI_SEARCH_PATH}`);
  url.searchParams.set("q", query);
  const body = await fetchJson("gsi", url, { headers: { accept: "application/json" } }, callTimeout(config.GEOCODER_TIMEOUT_MS, timeoutMs));
  if (!Array.isArray(body)) throw new GeoServiceError("gsi", "invalid_response", "GSI's address search sent something that is not a list");
  const places: GsiPlace[] = [];
  for (const item of body) {
    const parsed = feature.safeParse(item);
    if (!parsed.success) continue;
    const [longitude, latitude] = parsed.data.geometry.coordinates;
    if (isInJapan(latitude, longitude)) places.push({ title: parsed.data.properties.title, latitude, longitude });
    if (places.length >= GSI_SEARCH_KEEP) break;
  }
  return places;
}

/** The same, with any failure answered as "nothing found" (logged), within the caller's time. */
export async function searchAddress(query: string, timeoutMs?: number): Promise<{ places: GsiPlace[]; failed: boolean }> {
  try {
    return { places: await gsiAddressSearch(query, timeoutMs), failed: false };
  } catch (error) {
    const kind = error instanceof GeoServiceError ? error.kind : "network";
    logger.warn("gsi address search: answered as nothing found", { kind });
    return { places: [], failed: true };
  }
}
