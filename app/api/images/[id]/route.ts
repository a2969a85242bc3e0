import { readStoredImage } from "@/features/admin/images/service";
import { appRoute, failWith } from "@/lib/api-route";
import { isUuid } from "@/lib/uuid";

// Public: serves an image from the back office's library. An id never changes its bytes, so
// browsers and CDNs may keep it for a year. SVG is sandboxed so it can never run script here.

export const GET = appRoute({
  name: "GET /api/images/{id}",
  async handle(req) {
    const id = req.params.id ?? "";
    if (!isUuid(id)) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    const image = await readStoredImage(id.toLowerCase());
    if (!image) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");

    const etag = `"${image.id}"`;
    const headers = new Headers({
      "Content-Type": image.mimeType,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "Last-Modified": image.createdAt.toUTCString(),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(image.filename)}`,
    });
    if (image.mimeType === "image/svg+xml") headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(image.byteSize));
    return new Response(new Uint8Array(image.data), { status: 200, headers });
  },
});
