import "server-only";
import { isUuid } from "@/lib/uuid";
import { appRoute, fail, messagesIn, ok } from "@/lib/api-route";
import { parseDestinationRef } from "./explorer/spots";
import { nearbyStaysFor } from "./nearby";

const NO_STORE = { "Cache-Control": "no-store" };
const SHARED = { "Cache-Control": "public, max-age=300" };

/** GET /api/destinations/{id or slug}/nearby-stays?exclude={stay id}&lang=: other stays within 50 km, nearest first. */
export const handleNearbyStaysRequest = appRoute({
  name: "GET /api/destinations/{id}/nearby-stays",
  failure: { status: 503, message: (locale) => messagesIn(locale, "hub.nearby")("loadFailed"), headers: NO_STORE },
  async handle(req) {
    const t = messagesIn(req.locale, "hub.explorer.errors");
    const ref = parseDestinationRef(req.params.id ?? "");
    if (!ref) return fail(400, { code: "VALIDATION_ERROR", message: t("badDestination"), fieldErrors: { id: [t("badDestination")] } }, NO_STORE);
    const exclude = req.url.searchParams.get("exclude");
    if (exclude !== null && !isUuid(exclude)) return fail(400, { code: "VALIDATION_ERROR", message: t("badDestination"), fieldErrors: { exclude: [t("badDestination")] } }, NO_STORE);
    const stays = await nearbyStaysFor(ref, exclude, req.locale);
    if (!stays) return fail(404, { code: "NOT_FOUND", message: t("noDestination") }, NO_STORE);
    return ok({ stays }, 200, SHARED);
  },
});
