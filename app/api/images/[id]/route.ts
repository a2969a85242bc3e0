import { readStoredImage } from "@/features/admin/images/service";
import { imageResponse } from "@/features/admin/images/serve";
import { appRoute, failWith } from "@/lib/api-route";
import { isUuid } from "@/lib/uuid";

// Public: serves an image from the back office's library, as uploaded (the fallback of every
// picture; /api/images/{id}/{width}.{format} serves its smaller copies).

export const GET = appRoute({
  name: "GET /api/images/{id}",
  async handle(req) {
    const id = req.params.id ?? "";
    if (!isUuid(id)) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    const image = await readStoredImage(id.toLowerCase());
    if (!image) return failWith(req, 404, "NOT_FOUND", "codes.NOT_FOUND");
    return imageResponse(req.headers.get("if-none-match"), { etag: image.id, mimeType: image.mimeType, data: image.data, modified: image.createdAt, filename: image.filename });
  },
});
