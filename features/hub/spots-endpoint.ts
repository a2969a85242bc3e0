import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { recordThrown } from "@/lib/error-log";
import { apiError, requestLocale } from "@/lib/http";
import { parseDestinationRef } from "./explorer/spots";
import { localSpotsFor } from "./service";

const NO_STORE = { "Cache-Control": "no-store" };
/** Spots are the same for everyone; an edit in the back office shows within minutes. */
const SHARED = { "Cache-Control": "public, max-age=300" };

/** GET /api/destinations/{id or slug}/spots?lang=: the local explorer's spots by category. */
export async function handleSpotsRequest(request: NextRequest, rawId: string): Promise<Response> {
  const locale = requestLocale(request);
  const t = await getTranslations({ locale, namespace: "hub.explorer.errors" });
  const ref = parseDestinationRef(rawId);
  if (!ref) return apiError(400, { code: "VALIDATION_ERROR", message: t("badDestination"), fieldErrors: { id: [t("badDestination")] } }, NO_STORE);
  try {
    const result = await localSpotsFor(ref, locale);
    if (!result) return apiError(404, { code: "NOT_FOUND", message: t("noDestination") }, NO_STORE);
    return NextResponse.json({ ok: true, ...result }, { headers: SHARED });
  } catch (error) {
    await recordThrown(error, { headers: request.headers, url: request.nextUrl.pathname, context: { route: "local-spots" } });
    return apiError(503, { code: "SERVER_ERROR", message: t("loadFailed") }, NO_STORE);
  }
}
