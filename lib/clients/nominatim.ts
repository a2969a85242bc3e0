import "server-only";
import { z } from "zod";
import { env, isOffline } from "@/lib/env";
import { fetchJson, GeoServiceError } from "./geo-fetch";
import { callTimeout } from "./wait-limits";

// Reverse geocoding with OpenStreetMap's Nominatim: GET {base}/reverse?lat&lon&format=json&
// addressdetails=1&accept-language=ja, with our own User-Agent as its usage policy asks.

const address = z
  .looseObject({
    city: z.string(),
    town: z.string(),
    village: z.string(),
    state: z.string(),
    province: z.string(),
    prefecture: z.string(),
    country: z.string(),
    postcode: z.string(),
    suburb: z.string(),
    neighbourhood: z.string(),
    quarter: z.string(),
    city_district: z.string(),
    tourism: z.string(),
    hotel: z.string(),
    station: z.string(),
    building: z.string(),
  })
  .partial();
const schema = z.looseObject({ display_name: z.string().optional(), name: z.string().optional(), address: address.optional(), error: z.string().optional() });

export type NominatimResult = z.infer<typeof schema>;

/** `timeoutMs`: the caller's time left for this call (capped by GEOCODER_TIMEOUT_MS). */
export async function nominatimReverse(latitude: number, longitude: number, timeoutMs?: number): Promise<NominatimResult | null> {
  if (isOffline()) throw new GeoServiceError("nominatim", "offline", "Outside services are switched off (OFFLINE=1)");
  const config = env();
  const url = new URL(`${config.NOMINATIM_BASE_URL.replace(/\/+$/, "")}/reverse`);
  for (const [k, v] of Object.entries({ lat: String(latitude), lon: String(longitude), format: "json", addressdetails: "1", "accept-language": "ja" })) url.searchParams.set(k, v);
  const body = await fetchJson("nominatim", url, { headers: { accept: "application/json", "user-agent": config.NOMINATIM_USER_AGENT } }, callTimeout(config.GEOCODER_TIMEOUT_MS, timeoutMs));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeoServiceError("nominatim", "invalid_response", "Nominatim sent something that is not a reverse-geocoding result");
  // "Unable to geocode": the sea, or nothing mapped near the point.
  if (parsed.data.error) return null;
  return parsed.data;
}
