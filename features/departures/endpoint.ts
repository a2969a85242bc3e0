import "server-only";
import { appRoute, errorMessages, failWith, ok } from "@/lib/api-route";
import { hitLimit } from "@/lib/rate-limit";
import { departureQuerySchema } from "./schemas";
import { searchDepartures } from "./service";

/** Per address: typing asks on every pause, so more than the other geo endpoints allow. */
export const DEPARTURE_RATE_LIMIT = { requests: 120, windowMs: 60_000 } as const;
/** GSI's address search, per address: as the other geo endpoints. */
export const ADDRESS_RATE_LIMIT = { requests: 30, windowMs: 60_000 } as const;
/** The answers may be reused by the browser for a while: the list changes with a release only. */
export const DEPARTURE_CACHE_SECONDS = 300;

/** GET /api/departures?q=…&lang=…: the departure field's suggestions, and GSI's places for a text the list does not know. */
export const handleDepartureSearch = appRoute({
  name: "GET /api/departures",
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC") },
  async handle(req) {
    const query = departureQuerySchema.safeParse({ q: req.url.searchParams.get("q") ?? "" });
    if (!query.success) return failWith(req, 400, "VALIDATION_ERROR", "codes.VALIDATION_ERROR");
    const limit = await hitLimit(`departures:${req.clientAddress}`, DEPARTURE_RATE_LIMIT.requests, DEPARTURE_RATE_LIMIT.windowMs);
    if (!limit.allowed) {
      const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
      return failWith(req, 429, "RATE_LIMIT", "rateLimitWait", { seconds }, { "Retry-After": String(seconds) });
    }
    const mayAskGsi = async () => (await hitLimit(`departures:gsi:${req.clientAddress}`, ADDRESS_RATE_LIMIT.requests, ADDRESS_RATE_LIMIT.windowMs)).allowed;
    const { suggestions } = await searchDepartures(query.data.q, req.locale, mayAskGsi);
    return ok({ suggestions }, 200, { "Cache-Control": `private, max-age=${DEPARTURE_CACHE_SECONDS}` });
  },
});
