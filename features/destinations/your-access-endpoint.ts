import "server-only";
import { z } from "zod";
import { resolveOrigin } from "@/features/access/server";
import { appRoute, errorMessages, failWith, ok } from "@/lib/api-route";
import { accessRow } from "./access-table";
import { getDestination } from "./service";

// "From your departure": the same estimate as the destination page's ten-city table, from the
// traveller's own door (the page itself is the same for everyone and cached; this is asked by the
// browser, which knows the departure). The simple proposal uses it for its way there too.

const query = z
  .object({
    slug: z.string().trim().min(1).max(120),
    from: z.string().trim().min(1).max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    label: z.string().trim().max(200).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined) && (q.from !== undefined || q.lat !== undefined), { message: "a station or a position" });

/** GET /api/destinations/your-access?slug=…&from=…|lat=…&lng=…&label=…: one row, your departure's. */
export const handleYourAccess = appRoute({
  name: "GET /api/destinations/your-access",
  failure: { status: 503, message: (locale) => errorMessages(locale)("codes.GENERIC") },
  async handle(req) {
    const get = (k: string) => req.url.searchParams.get(k) ?? undefined;
    const q = query.safeParse({ slug: get("slug"), from: get("from"), lat: get("lat"), lng: get("lng"), label: get("label") });
    if (!q.success) return failWith(req, 400, "VALIDATION_ERROR", "codes.VALIDATION_ERROR");
    const origin = resolveOrigin({ stationId: q.data.from, latitude: q.data.lat, longitude: q.data.lng, label: q.data.label }, req.locale);
    const destination = await getDestination(q.data.slug);
    if (!destination || !origin) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    const name = q.data.label || origin.name;
    const row = accessRow(destination, origin, { id: "yours", name }, req.locale);
    return ok({ row, from: origin.name }, 200, { "Cache-Control": "private, max-age=300" });
  },
});
