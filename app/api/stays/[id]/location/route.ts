import { getStayPage, getStaySlug, stayLocationSvg } from "@/features/destinations/server";
import { appRoute, failWith } from "@/lib/api-route";
import { isUuid } from "@/lib/uuid";

// Public: a stay's small location picture (the coast, the stay, its station), which cards show in
// place of a drawing of the stay's type until the stay has a photo. Built from the catalogue's
// coordinates; cached for a day, as the pages are.

export const GET = appRoute({
  name: "GET /api/stays/{id}/location",
  async handle(req) {
    const id = req.params.id ?? "";
    if (!isUuid(id)) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    const slug = await getStaySlug(id.toLowerCase());
    const page = slug ? await getStayPage(slug) : null;
    const position = page && page.latitude !== null && page.longitude !== null ? { latitude: page.latitude, longitude: page.longitude } : page?.destination ?? null;
    if (!page || !position) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    const station = page.station ? { latitude: page.station.latitude, longitude: page.station.longitude } : null;
    const etag = `"${page.id}-${Date.parse(page.updatedAt)}"`;
    const headers = {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(stayLocationSvg({ stay: position, station }), { status: 200, headers });
  },
});
