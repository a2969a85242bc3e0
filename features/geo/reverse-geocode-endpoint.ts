import "server-only";
import { appRoute, errorMessages, fail, failWith, ok } from "@/lib/api-route";
import { startBudget } from "@/lib/budget";
import { fieldErrorsOf } from "@/lib/field-errors";
import { hitLimit } from "@/lib/rate-limit";
import { reverseQuerySchema } from "./schemas";
import { GEOCODE_BUDGET_MS, reverseGeocode } from "./service";

/** Per address: the location control asks once per tap; 30 a minute is generous. */
export const GEO_RATE_LIMIT = { requests: 30, windowMs: 60_000 } as const;

/** GET /api/geo/reverse?lat&lon[&accuracy]: the place, nearby places and the nearest station. */
export const handleReverseGeocode = appRoute({
  name: "GET /api/geo/reverse",
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC") },
  async handle(req) {
    // The budget counts from the request's start, so the rate limit's database work is inside it.
    const budget = startBudget(GEOCODE_BUDGET_MS);
    const q = req.url.searchParams;
    const query = reverseQuerySchema.safeParse({ lat: q.get("lat") ?? undefined, lon: q.get("lon") ?? undefined, accuracy: q.get("accuracy") ?? undefined });
    if (!query.success) {
      const { body } = failWith(req, 400, "VALIDATION_ERROR", "geo.badCoordinates");
      return fail(400, { ...(body as { code: string; message: string }), fieldErrors: fieldErrorsOf(query.error) });
    }
    const limit = await hitLimit(`geo:reverse:${req.clientAddress}`, GEO_RATE_LIMIT.requests, GEO_RATE_LIMIT.windowMs);
    if (!limit.allowed) {
      const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
      return failWith(req, 429, "RATE_LIMIT", "rateLimitWait", { seconds }, { "Retry-After": String(seconds) });
    }
    const { lat, lon, accuracy } = query.data;
    const { cached, ...place } = await reverseGeocode(lat, lon, accuracy, budget);
    return ok({ place }, 200, { "Cache-Control": "no-store", "X-Cache": cached ? "hit" : "miss" });
  },
});
