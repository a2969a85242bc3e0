import { after } from "next/server";
import { IMAGE_MAX_BYTES } from "@/features/admin/images/image-meta";
import { uploadRightsSchema } from "@/features/admin/images/schemas";
import { listImages, saveImage } from "@/features/admin/images/service";
import { warmVariants } from "@/features/admin/images/variants";
import { pageNumber } from "@/features/admin/shared/pagination";
import { adminOnly } from "@/features/auth/server";
import { appRoute, fail, messagesIn, ok } from "@/lib/api-route";

// The image library's API: GET lists (newest first), POST stores one multipart upload
// (field "file", optional "altJa", and the rights statement: "rightsBasis" own | permission |
// licence, "author", "licence", "licenceUrl", "sourceUrl", "confirmed" = "yes"). PNG, JPEG, WebP
// or SVG, at most 5 MB, checked by content. Nothing is stored without a complete statement.
// A photo's AVIF and WebP copies are made after the answer is sent, so the upload is not kept
// waiting for them (any copy still missing is made on its first request).

const MULTIPART_OVERHEAD = 64 * 1024;
const STATUS = { empty: 400, tooLarge: 413, unsupported: 415, unsafeSvg: 415, rights: 400 } as const;

export const GET = appRoute({
  name: "GET /api/admin/images",
  guard: adminOnly,
  async handle(req) {
    return ok({ data: await listImages(pageNumber(req.url.searchParams.get("page"))) });
  },
});

export const POST = appRoute({
  name: "POST /api/admin/images",
  guard: adminOnly,
  async handle(req) {
    const t = messagesIn(req.locale, "admin.images.refusals");
    const refuse = (reason: keyof typeof STATUS | "noFile") =>
      fail(reason === "noFile" ? 400 : STATUS[reason], { code: reason === "tooLarge" ? "PAYLOAD_TOO_LARGE" : "VALIDATION_ERROR", message: t(reason) });

    const declared = Number(req.headers.get("content-length") ?? 0);
    if (declared > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) return refuse("tooLarge");
    let form: FormData;
    try {
      form = await req.web!.formData();
    } catch {
      return refuse("noFile");
    }
    const file = form.get("file");
    if (!(file instanceof File)) return refuse("noFile");
    if (file.size > IMAGE_MAX_BYTES) return refuse("tooLarge");
    const field = (name: string) => {
      const v = form.get(name);
      return typeof v === "string" ? v : undefined;
    };
    const rights = uploadRightsSchema.safeParse(Object.fromEntries(["rightsBasis", "author", "licence", "licenceUrl", "sourceUrl", "confirmed"].map((k) => [k, field(k)])));
    if (!rights.success) return refuse("rights");
    const result = await saveImage({ bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name, altJa: field("altJa") ?? "", rights: rights.data });
    if (!result.ok) return refuse(result.reason);
    if (result.image.mimeType !== "image/svg+xml") after(() => warmVariants(result.image.id));
    return ok({ data: result.image }, 201);
  },
});
