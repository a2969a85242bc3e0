import "server-only";
import { appRoute, errorMessages, failWith, ok, type ApiRequest } from "@/lib/api-route";
import { AppError } from "@/lib/errors";
import { DEPARTURE_UNPLACED } from "./origin";
import { accessQuerySchema } from "./schemas";
import { getAccessInfo } from "./service";

const NO_STORE = { "Cache-Control": "no-store" };
/** Routes are the same for everyone leaving from the same place; the server caches them for 30 minutes. */
const SHARED = { "Cache-Control": "public, max-age=300" };

function accessQuery(req: ApiRequest) {
  const get = (k: string) => req.url.searchParams.get(k) ?? undefined;
  return accessQuerySchema.safeParse({ id: req.params.id, car: get("car"), from: get("from"), lat: get("lat"), lng: get("lng"), label: get("label") });
}

/** GET /api/proposal/destinations/{id}/access: the access service's answer for the details modal and the tile. */
export const handleAccessDetailsRequest = appRoute({
  name: "GET /api/proposal/destinations/{id}/access",
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC"), headers: NO_STORE },
  async handle(req) {
    const query = accessQuery(req);
    if (!query.success) return failWith(req, 400, "VALIDATION_ERROR", "codes.VALIDATION_ERROR");
    const { car, from, lat, lng, label } = query.data;
    const lookup = await getAccessInfo({ destinationId: query.data.id, departure: { stationId: from, latitude: lat, longitude: lng, label }, hasCar: car === "1", locale: req.locale }).catch((error: unknown) => {
      // A departure named but not placed: no routes from anywhere else (never Tokyo's).
      if (error instanceof AppError && error.code === DEPARTURE_UNPLACED) return "unplaced" as const;
      throw error;
    });
    if (lookup === "unplaced") return failWith(req, 422, DEPARTURE_UNPLACED, "codes.VALIDATION_ERROR", undefined, NO_STORE);
    if (!lookup) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND", undefined, NO_STORE);
    return ok({ info: lookup.info }, 200, { ...SHARED, "X-Access-Source": lookup.info.source, "X-Cache": lookup.cached ? "hit" : "miss" });
  },
});
