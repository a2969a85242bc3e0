import "server-only";
import { Client, Language, TransitMode, TransitRoutingPreference, TravelMode, type DirectionsRoute } from "@googlemaps/google-maps-services-js";
import axios from "axios";
import { z } from "zod";
import { env, isOffline } from "@/lib/env";
import { logger } from "@/lib/logger";
import { callTimeout } from "./wait-limits";

// Google Maps Directions through @googlemaps/google-maps-services-js.
// Base URL, key and timeout come from env; the key never leaves the server. ZERO_RESULTS is an
// empty list; any other non-OK status, a timeout or a body that is not a directions response
// throws MapsError.

export const MAPS_KEY_MISSING = "Google Maps API key is not configured";
export const DIRECTIONS_PATH = "/maps/api/directions/json";

export type MapsErrorKind = "not_configured" | "offline" | "timeout" | "network" | "status" | "invalid_response";

export class MapsError extends Error {
  constructor(
    readonly kind: MapsErrorKind,
    message: string,
    readonly status?: string,
  ) {
    super(message);
    this.name = "MapsError";
  }
}

export type DirectionsMode = "transit" | "driving" | "walking";

export interface DirectionsQuery {
  /** An address, a station name or "lat,lng". */
  origin: string;
  destination: string;
  mode: DirectionsMode;
  /** Transit only; defaults to now. */
  departureTime?: Date;
  preference?: "fewer_transfers" | "less_walking";
  alternatives?: boolean;
  /** Cut-off for this call (the caller's remaining time); at most GOOGLE_MAPS_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The language of instructions, line and stop names (Japanese by default). */
  language?: DirectionsLanguage;
}

export type DirectionsLanguage = "ja" | "en" | "ko" | "zh";
/** Our page languages as Google's codes: Chinese pages use Simplified Chinese. */
const GOOGLE_LANGUAGE: Record<DirectionsLanguage, Language> = { ja: Language.ja, en: Language.en, ko: Language.ko, zh: Language.zh_CN };

// No retry-axios: a failing call falls back at once instead of retrying into the 5 s bound.
let client: Client | undefined;
function maps(): Client {
  return (client ??= new Client({ axiosInstance: axios.create() }));
}

export function isMapsConfigured(): boolean {
  return Boolean(env().GOOGLE_MAPS_API_KEY);
}

const point = z.object({ lat: z.number(), lng: z.number() });
const textValue = z.object({ text: z.string(), value: z.number() });
const step = z.looseObject({
  travel_mode: z.string(),
  html_instructions: z.string().optional(),
  duration: textValue,
  distance: textValue.optional(),
  start_location: point.optional(),
  end_location: point.optional(),
  transit_details: z
    .looseObject({
      line: z.looseObject({ name: z.string().optional(), short_name: z.string().optional(), color: z.string().optional(), vehicle: z.looseObject({ type: z.string().optional(), name: z.string().optional() }).optional(), agencies: z.array(z.looseObject({ name: z.string() })).optional() }).optional(),
      departure_stop: z.looseObject({ name: z.string() }).optional(),
      arrival_stop: z.looseObject({ name: z.string() }).optional(),
      departure_time: z.looseObject({ text: z.string() }).optional(),
      arrival_time: z.looseObject({ text: z.string() }).optional(),
      headsign: z.string().optional(),
      num_stops: z.number().optional(),
    })
    .optional(),
});
const route = z.looseObject({
  summary: z.string().default(""),
  legs: z
    .array(
      z.looseObject({
        duration: textValue,
        distance: textValue,
        start_address: z.string().default(""),
        end_address: z.string().default(""),
        start_location: point.optional(),
        end_location: point.optional(),
        departure_time: z.looseObject({ text: z.string() }).optional(),
        arrival_time: z.looseObject({ text: z.string() }).optional(),
        steps: z.array(step).default([]),
      }),
    )
    .min(1),
  fare: z.looseObject({ value: z.number(), text: z.string().optional(), currency: z.string().optional() }).optional(),
  overview_polyline: z.looseObject({ points: z.string() }).optional(),
});
const body = z.looseObject({ status: z.string(), routes: z.array(z.unknown()).default([]), error_message: z.string().optional() });

export type MapsRoute = z.infer<typeof route>;

/** One Directions request. ZERO_RESULTS → []. */
export async function getDirections(query: DirectionsQuery): Promise<MapsRoute[]> {
  const config = env();
  if (isOffline()) throw new MapsError("offline", "Outside services are switched off (OFFLINE=1)");
  const key = config.GOOGLE_MAPS_API_KEY;
  if (!key) throw new MapsError("not_configured", MAPS_KEY_MISSING);
  const timeout = callTimeout(config.GOOGLE_MAPS_TIMEOUT_MS, query.timeoutMs);
  const transit = query.mode === "transit";
  let data: unknown;
  try {
    const response = await maps().directions({
      url: `${config.GOOGLE_MAPS_BASE_URL.replace(/\/+$/, "")}${DIRECTIONS_PATH}`,
      params: {
        key,
        origin: query.origin,
        destination: query.destination,
        mode: query.mode as TravelMode,
        language: GOOGLE_LANGUAGE[query.language ?? "ja"],
        region: "jp",
        alternatives: query.alternatives ?? transit,
        ...(transit
          ? {
              departure_time: query.departureTime ?? new Date(),
              transit_mode: [TransitMode.rail, TransitMode.bus, TransitMode.subway],
              transit_routing_preference: (query.preference ?? "fewer_transfers") as TransitRoutingPreference,
            }
          : {}),
      },
      timeout,
      // Non-2xx bodies still carry a status (REQUEST_DENIED, INVALID_REQUEST).
      validateStatus: () => true,
    });
    data = response.data;
  } catch (error) {
    const timedOut = axios.isAxiosError(error) && (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT");
    logger.warn("maps: directions request failed", { mode: query.mode, timedOut, message: error instanceof Error ? error.message : String(error) });
    if (timedOut) throw new MapsError("timeout", `Directions did not answer within ${timeout} ms`);
    throw new MapsError("network", "Could not reach the directions service");
  }
  const parsed = body.safeParse(data);
  if (!parsed.success) throw new MapsError("invalid_response", "The directions service sent something that is not a directions response");
  const { status, routes, error_message } = parsed.data;
  if (status === "ZERO_RESULTS") return [];
  if (status !== "OK") throw new MapsError("status", `Directions answered ${status}${error_message ? `: ${error_message}` : ""}`, status);
  const out: MapsRoute[] = [];
  for (const r of routes) {
    const ok = route.safeParse(r);
    if (ok.success) out.push(ok.data);
  }
  if (routes.length && !out.length) throw new MapsError("invalid_response", "No usable route in the directions response");
  return out;
}

/** Transit routes: three variants (fewer transfers now, one hour later, less walking). */
export async function transitRoutes(origin: string, destination: string, departure: Date, timeoutMs?: number, language?: DirectionsLanguage): Promise<MapsRoute[][]> {
  const later = new Date(departure.getTime() + 60 * 60_000);
  const variants: Omit<DirectionsQuery, "origin" | "destination" | "mode">[] = [
    { departureTime: departure, preference: "fewer_transfers" },
    { departureTime: later, preference: "fewer_transfers" },
    { departureTime: departure, preference: "less_walking" },
  ];
  return Promise.all(variants.map((v) => getDirections({ origin, destination, mode: "transit", ...v, timeoutMs, language })));
}

export function carRoute(origin: string, destination: string, timeoutMs?: number, language?: DirectionsLanguage): Promise<MapsRoute[]> {
  return getDirections({ origin, destination, mode: "driving", alternatives: false, timeoutMs, language });
}

export function walkingRoute(origin: string, destination: string, timeoutMs?: number, language?: DirectionsLanguage): Promise<MapsRoute[]> {
  return getDirections({ origin, destination, mode: "walking", alternatives: false, timeoutMs, language });
}

/** Google's encoded polyline → [lng, lat] pairs. */
export function decodePolyline(encoded: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  while (index < encoded.length) {
    for (const which of [0, 1]) {
      let result = 0;
      let shift = 0;
      let b: number;
      do {
        b = encoded.charCodeAt(index++) - 63;
        result |= (b & 0x1f) << shift;
        shift += 5;
      } while (b >= 0x20 && index < encoded.length);
      const delta = result & 1 ? ~(result >> 1) : result >> 1;
      if (which === 0) lat += delta;
      else lng += delta;
    }
    points.push([lng / 1e5, lat / 1e5]);
  }
  return points;
}

export type { DirectionsRoute };
