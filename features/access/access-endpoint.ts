import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { recordThrown } from "@/lib/error-log";
import type { Locale } from "@/i18n/routing";
import { AppError, type ErrorKey } from "@/lib/errors";
import { apiError, requestLocale } from "@/lib/http";
import { accessQuerySchema } from "./schemas";
import { getAccessInfo } from "./service";

const NO_STORE = { "Cache-Control": "no-store" };
/** Routes are the same for everyone leaving from the same place; the server caches them for 30 minutes. */
const SHARED = { "Cache-Control": "public, max-age=300" };

async function message(locale: Locale, key: ErrorKey) {
  return (await getTranslations({ locale, namespace: "errors" }))(key);
}

async function failure(request: NextRequest, error: unknown, route: string) {
  const locale = requestLocale(request);
  if (error instanceof AppError && error.code === "NO_FEATURED_DESTINATIONS") {
    await recordThrown(error, { headers: request.headers, url: request.nextUrl.pathname });
    return apiError(404, { code: error.code, message: (await getTranslations({ locale, namespace: "proposal.errors" }))("noFeatured") }, NO_STORE);
  }
  await recordThrown(error, { headers: request.headers, url: request.nextUrl.pathname, context: { route } });
  return apiError(503, { code: "SERVER_ERROR", message: await message(locale, "codes.GENERIC") }, NO_STORE);
}

function accessQuery(request: NextRequest, id: string) {
  const q = request.nextUrl.searchParams;
  const get = (k: string) => q.get(k) ?? undefined;
  return accessQuerySchema.safeParse({ id, car: get("car"), from: get("from"), lat: get("lat"), lng: get("lng"), label: get("label") });
}

/** GET /api/proposal/destinations/{id}/access: the access service's answer for the details modal and the tile. */
export async function handleAccessDetailsRequest(request: NextRequest, id: string): Promise<Response> {
  const locale = requestLocale(request);
  const query = accessQuery(request, id);
  if (!query.success) return apiError(400, { code: "VALIDATION_ERROR", message: await message(locale, "codes.VALIDATION_ERROR") });
  try {
    const { car, from, lat, lng, label } = query.data;
    const lookup = await getAccessInfo({ destinationId: query.data.id, departure: { stationId: from, latitude: lat, longitude: lng, label }, hasCar: car === "1", locale });
    if (!lookup) return apiError(404, { code: "NOT_FOUND", message: await message(locale, "codes.NOT_FOUND") }, NO_STORE);
    return NextResponse.json({ ok: true, info: lookup.info }, { headers: { ...SHARED, "X-Access-Source": lookup.info.source, "X-Cache": lookup.cached ? "hit" : "miss" } });
  } catch (error) {
    return failure(request, error, "proposal-access");
  }
}
