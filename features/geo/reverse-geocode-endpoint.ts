import "server-only";
import { NextResponse } from "next/server";
import { recordThrown } from "@/lib/error-log";
import { apiError, clientAddress, requestLocale, translatedError } from "@/lib/http";
import { hitLimit } from "@/lib/rate-limit";
import { reverseQuerySchema } from "./schemas";
import { reverseGeocode } from "./service";
import { fieldErrorsOf } from "@/lib/field-errors";

/** Per address: the location control asks once per tap; 30 a minute is generous. */
export const GEO_RATE_LIMIT = { requests: 30, windowMs: 60_000 } as const;

/** GET /api/geo/reverse?lat&lon[&accuracy]: the place, nearby places and the nearest station. */
export async function handleReverseGeocode(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const query = reverseQuerySchema.safeParse({ lat: url.searchParams.get("lat") ?? undefined, lon: url.searchParams.get("lon") ?? undefined, accuracy: url.searchParams.get("accuracy") ?? undefined });
  if (!query.success) {
    const fieldErrors = fieldErrorsOf(query.error);
    const t = await translatedError(request, 400, "VALIDATION_ERROR", "geo.badCoordinates");
    const body = (await t.json()) as { code: string; message: string };
    return apiError(400, { ...body, fieldErrors });
  }
  try {
    const limit = await hitLimit(`geo:reverse:${clientAddress(request)}`, GEO_RATE_LIMIT.requests, GEO_RATE_LIMIT.windowMs);
    if (!limit.allowed) {
      const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
      const response = await translatedError(request, 429, "RATE_LIMIT", "rateLimitWait", { seconds });
      response.headers.set("Retry-After", String(seconds));
      return response;
    }
    const { lat, lon, accuracy } = query.data;
    const { cached, ...place } = await reverseGeocode(lat, lon, accuracy);
    return NextResponse.json({ ok: true, place }, { headers: { "Cache-Control": "no-store", "X-Cache": cached ? "hit" : "miss" } });
  } catch (error) {
    await recordThrown(error, { headers: request.headers, url: url.pathname, context: { route: "geo-reverse", locale: requestLocale(request) } });
    return translatedError(request, 503, "SERVER_ERROR", "codes.GENERIC");
  }
}
