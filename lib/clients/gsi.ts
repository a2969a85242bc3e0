import "server-only";
import { z } from "zod";
import { env, isOffline } from "@/lib/env";
import { fetchJson, GeoServiceError } from "./geo-fetch";
import { callTimeout } from "./wait-limits";

// Reverse geocoding inside Japan with the Geospatial Information Authority of Japan's
// (国土地理院) service: GET {base}/reverse-geocoder/LonLatToAddress?lat=..&lon=.. answers
// { results: { muniCd, lv01Nm } } — a municipality code and the district name.

export const GSI_PATH = "/reverse-geocoder/LonLatToAddress";

export interface GsiResult {
  /** JIS X 0402 municipality code, 5 digits (e.g. "13101" 千代田区). */
  muniCd: string;
  /** The district (大字・町丁目), e.g. "丸の内一丁目"; may be empty. */
  district: string;
}

const schema = z.object({ results: z.object({ muniCd: z.union([z.string(), z.number()]).transform(String), lv01Nm: z.string().nullish() }) });

/**
 * Null when the point is outside GSI's coverage (it answers an empty body or {} there).
 * `timeoutMs`: the caller's time left for this call (capped by GEOCODER_TIMEOUT_MS).
 */
export async function gsiReverse(latitude: number, longitude: number, timeoutMs?: number): Promise<GsiResult | null> {
  if (isOffline()) throw new GeoServiceError("gsi", "offline", "Outside services are switched off (OFFLINE=1)");
  const config = env();
  const url = new URL(`${config.GSI_BASE_URL.replace(/\/+$/, "")}${GSI_PATH}`);
  url.searchParams.set("lat", String(latitude));
  url.searchParams.set("lon", String(longitude));
  const body = await fetchJson("gsi", url, { headers: { accept: "application/json" } }, callTimeout(config.GEOCODER_TIMEOUT_MS, timeoutMs));
  if (body && typeof body === "object" && !("results" in body)) return null;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeoServiceError("gsi", "invalid_response", "GSI sent something that is not a reverse-geocoding result");
  const muniCd = parsed.data.results.muniCd.padStart(5, "0");
  if (!/^\d{5}$/.test(muniCd)) throw new GeoServiceError("gsi", "invalid_response", "GSI sent an invalid municipality code");
  return { muniCd, district: (parsed.data.results.lv01Nm ?? "").replace(/^－$/, "").trim() };
}
