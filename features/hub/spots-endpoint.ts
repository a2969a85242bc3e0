import "server-only";
import { appRoute, fail, messagesIn, ok } from "@/lib/api-route";
import { parseDestinationRef } from "./explorer/spots";
import { localSpotsFor } from "./service";

const NO_STORE = { "Cache-Control": "no-store" };
/** Spots are the same for everyone; an edit in the back office shows within minutes. */
const SHARED = { "Cache-Control": "public, max-age=300" };

/** GET /api/destinations/{id or slug}/spots?lang=: the local explorer's spots by category. */
export const handleSpotsRequest = appRoute({
  name: "GET /api/destinations/{id}/spots",
  // The explorer shows its own message for spots that cannot be loaded.
  failure: { status: 503, message: (locale) => messagesIn(locale, "hub.explorer.errors")("loadFailed"), headers: NO_STORE },
  async handle(req) {
    const t = messagesIn(req.locale, "hub.explorer.errors");
    const ref = parseDestinationRef(req.params.id ?? "");
    if (!ref) return fail(400, { code: "VALIDATION_ERROR", message: t("badDestination"), fieldErrors: { id: [t("badDestination")] } }, NO_STORE);
    const result = await localSpotsFor(ref, req.locale);
    if (!result) return fail(404, { code: "NOT_FOUND", message: t("noDestination") }, NO_STORE);
    return ok({ ...result }, 200, SHARED);
  },
});
