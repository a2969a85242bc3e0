import "server-only";
import { env, isOffline } from "@/lib/env";
import { logger } from "@/lib/logger";
import { RAKUTEN_LIMITS } from "./rakuten-limits";
import { callTimeout } from "./wait-limits";

// Rakuten Travel hotel search (Rakuten Web Service): Simple Hotel Search around a point and
// Keyword Hotel Search. Base URL, application id, affiliate id and timeout come from env; the
// application id never leaves the server. "No hotels" (Rakuten answers 404 not_found) is an empty
// result, not an error.

export const RAKUTEN_PATHS = {
  simple: "/services/api/Travel/SimpleHotelSearch/20170426",
  keyword: "/services/api/Travel/KeywordHotelSearch/20170426",
} as const;

export { RAKUTEN_LIMITS };

export type RakutenQuery =
  | { kind: "simple"; latitude: number; longitude: number; radiusKm?: number; hits?: number; page?: number }
  | { kind: "keyword"; keyword: string; hits?: number; page?: number };

export interface RakutenHotel {
  hotelNo: number;
  name: string;
  kanaName: string | null;
  special: string | null;
  minCharge: number | null;
  reviewAverage: number | null;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
  postalCode: string | null;
  /** Prefecture, as Rakuten splits the address ("神奈川県"). */
  address1: string | null;
  address2: string | null;
  access: string | null;
  nearestStation: string | null;
  informationUrl: string | null;
  planListUrl: string | null;
  reviewUrl: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

export interface RakutenPaging {
  recordCount: number;
  pageCount: number;
  page: number;
  first: number;
  last: number;
}

export interface RakutenResult {
  hotels: RakutenHotel[];
  paging: RakutenPaging;
  /** The body as Rakuten sent it (for the API tester). */
  raw: unknown;
  status: number;
  durationMs: number;
  /** The address that was called, with the credentials masked. */
  requestUrl: string;
}

export type RakutenErrorKind = "not_configured" | "offline" | "timeout" | "network" | "rate_limited" | "bad_request" | "http" | "invalid_response";

export class RakutenError extends Error {
  constructor(
    readonly kind: RakutenErrorKind,
    message: string,
    readonly details: { status?: number; description?: string; raw?: unknown; requestUrl?: string; durationMs?: number } = {},
  ) {
    super(message);
    this.name = "RakutenError";
  }
}

export function isRakutenConfigured(): boolean {
  return Boolean(env().RAKUTEN_APP_ID);
}

/** How long one search may take: RAKUTEN_TIMEOUT_MS, capped so the back office answers within 5 s. */
export function rakutenTimeoutMs(): number {
  return callTimeout(env().RAKUTEN_TIMEOUT_MS);
}

function buildUrl(query: RakutenQuery, appId: string, affiliateId: string | undefined): URL {
  const base = env().RAKUTEN_BASE_URL.replace(/\/+$/, "");
  const url = new URL(`${base}${RAKUTEN_PATHS[query.kind]}`);
  const p = url.searchParams;
  p.set("applicationId", appId);
  if (affiliateId) p.set("affiliateId", affiliateId);
  p.set("format", "json");
  p.set("formatVersion", "2");
  p.set("hits", String(Math.min(RAKUTEN_LIMITS.maxHits, Math.max(1, Math.round(query.hits ?? 10)))));
  p.set("page", String(Math.max(1, Math.round(query.page ?? 1))));
  if (query.kind === "simple") {
    // datumType=1: WGS84 degrees (Rakuten's default is the old Japanese datum in seconds).
    p.set("datumType", "1");
    p.set("latitude", query.latitude.toFixed(6));
    p.set("longitude", query.longitude.toFixed(6));
    const r = Math.min(RAKUTEN_LIMITS.maxRadiusKm, Math.max(RAKUTEN_LIMITS.minRadiusKm, query.radiusKm ?? 3));
    p.set("searchRadius", String(Math.round(r * 10) / 10));
  } else {
    p.set("keyword", query.keyword.trim());
  }
  return url;
}

function masked(url: URL): string {
  const copy = new URL(url);
  for (const key of ["applicationId", "affiliateId"]) if (copy.searchParams.has(key)) copy.searchParams.set(key, "***");
  return copy.toString();
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/** One hotel entry: formatVersion 2 is an array of parts, version 1 wraps it in { hotel: [...] }. */
function hotelParts(entry: unknown): Record<string, unknown>[] {
  const list = Array.isArray(entry) ? entry : (entry as { hotel?: unknown } | null)?.hotel;
  return Array.isArray(list) ? list.filter((x): x is Record<string, unknown> => !!x && typeof x === "object") : [];
}

function toHotel(entry: unknown): RakutenHotel | null {
  const parts = hotelParts(entry);
  const basic = parts.find((p) => p.hotelBasicInfo)?.hotelBasicInfo as Record<string, unknown> | undefined;
  const hotelNo = num(basic?.hotelNo);
  const name = str(basic?.hotelName);
  if (!basic || hotelNo === null || !name) return null;
  return {
    hotelNo,
    name,
    kanaName: str(basic.hotelKanaName),
    special: str(basic.hotelSpecial),
    minCharge: num(basic.hotelMinCharge),
    reviewAverage: num(basic.reviewAverage),
    reviewCount: num(basic.reviewCount) ?? 0,
    latitude: num(basic.latitude),
    longitude: num(basic.longitude),
    postalCode: str(basic.postalCode),
    address1: str(basic.address1),
    address2: str(basic.address2),
    access: str(basic.access),
    nearestStation: str(basic.nearestStation),
    informationUrl: str(basic.hotelInformationUrl),
    planListUrl: str(basic.planListUrl),
    reviewUrl: str(basic.reviewUrl),
    imageUrl: str(basic.hotelImageUrl),
    thumbnailUrl: str(basic.hotelThumbnailUrl),
  };
}

/** Reads a search response body into typed hotels; null when it is not a Rakuten search result. */
export function parseRakutenBody(body: unknown): { hotels: RakutenHotel[]; paging: RakutenPaging } | null {
  if (!body || typeof body !== "object" || !Array.isArray((body as { hotels?: unknown }).hotels)) return null;
  const b = body as { hotels: unknown[]; pagingInfo?: Record<string, unknown> };
  const hotels = b.hotels.map(toHotel).filter((h): h is RakutenHotel => h !== null);
  const pi = b.pagingInfo ?? {};
  return {
    hotels,
    paging: {
      recordCount: num(pi.recordCount) ?? hotels.length,
      pageCount: num(pi.pageCount) ?? 1,
      page: num(pi.page) ?? 1,
      first: num(pi.first) ?? (hotels.length ? 1 : 0),
      last: num(pi.last) ?? hotels.length,
    },
  };
}

const EMPTY_PAGING: RakutenPaging = { recordCount: 0, pageCount: 0, page: 1, first: 0, last: 0 };

/** Searches Rakuten Travel. Throws RakutenError with a kind the caller can explain. */
export async function searchRakutenHotels(query: RakutenQuery): Promise<RakutenResult> {
  const config = env();
  if (!config.RAKUTEN_APP_ID) throw new RakutenError("not_configured", "Rakuten API is not configured (RAKUTEN_APP_ID)");
  if (isOffline()) throw new RakutenError("offline", "Outside services are switched off (OFFLINE=1)");
  const url = buildUrl(query, config.RAKUTEN_APP_ID, config.RAKUTEN_AFFILIATE_ID);
  const requestUrl = masked(url);
  const started = Date.now();
  const timeoutMs = rakutenTimeoutMs();
  let response: Response;
  try {
    // The signal covers reading the body too.
    response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
  } catch (error) {
    const durationMs = Date.now() - started;
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.warn("rakuten: request failed", { requestUrl, timedOut, message: error instanceof Error ? error.message : String(error) });
    if (timedOut) throw new RakutenError("timeout", `Rakuten API did not answer within ${timeoutMs} ms`, { requestUrl, durationMs });
    throw new RakutenError("network", "Could not reach the Rakuten API", { requestUrl, durationMs });
  }

  let text = "";
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new RakutenError("timeout", `Rakuten API did not answer within ${timeoutMs} ms`, { requestUrl, durationMs: Date.now() - started });
    }
  }
  const durationMs = Date.now() - started;
  let raw: unknown = text;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; kept as text for the tester
  }
  const errorBody = raw && typeof raw === "object" ? (raw as { error?: unknown; error_description?: unknown }) : {};
  const description = typeof errorBody.error_description === "string" ? errorBody.error_description : undefined;
  const details = { status: response.status, description, raw, requestUrl, durationMs };

  if (response.status === 404 && errorBody.error === "not_found") {
    return { hotels: [], paging: EMPTY_PAGING, raw, status: response.status, durationMs, requestUrl };
  }
  if (response.status === 429) throw new RakutenError("rate_limited", "Rakuten API: too many requests", details);
  if (response.status === 400) throw new RakutenError("bad_request", `Rakuten API rejected the request: ${description ?? "wrong_parameter"}`, details);
  if (!response.ok) throw new RakutenError("http", `Rakuten API answered ${response.status}`, details);

  const parsed = parseRakutenBody(raw);
  if (!parsed) throw new RakutenError("invalid_response", "Rakuten API sent something that is not a hotel list", details);
  return { ...parsed, raw, status: response.status, durationMs, requestUrl };
}
