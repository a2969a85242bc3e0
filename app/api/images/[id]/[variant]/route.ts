import { readStoredImage } from "@/features/admin/images/service";
import { imageResponse } from "@/features/admin/images/serve";
import { readVariant } from "@/features/admin/images/variants";
import { appRoute, failWith } from "@/lib/api-route";
import { parseVariant } from "@/lib/image-variants";
import { isUuid } from "@/lib/uuid";

// Public: /api/images/{id}/{width}.{avif|webp}, a smaller copy of a library photo. Only the
// listed widths and formats are made, so no one can fill the database with sizes of their choosing.

export const GET = appRoute({
  name: "GET /api/images/{id}/{variant}",
  async handle(req) {
    const id = (req.params.id ?? "").toLowerCase();
    if (!isUuid(id)) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    const wanted = parseVariant(req.params.variant ?? "");
    if (!wanted) return failWith(req, 400, "BAD_REQUEST", "codes.BAD_REQUEST");
    const answer = await readVariant(id, wanted.width, wanted.format);
    const ifNoneMatch = req.headers.get("if-none-match");
    if (answer.kind === "variant") {
      return imageResponse(ifNoneMatch, { etag: `${id}-${answer.width}.${wanted.format}`, mimeType: answer.mimeType, data: answer.data, modified: answer.createdAt });
    }
    // SVG: every width is the drawing itself.
    const original = answer.kind === "original" ? await readStoredImage(id) : null;
    if (!original) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    return imageResponse(ifNoneMatch, { etag: original.id, mimeType: original.mimeType, data: original.data, modified: original.createdAt, filename: original.filename });
  },
});
