import { NextResponse } from "next/server";
import { getTranslations } from "next-intl/server";
import { guardAdminApi } from "@/features/auth/server";
import { IMAGE_MAX_BYTES } from "@/features/admin/images/image-meta";
import { listImages, saveImage } from "@/features/admin/images/service";
import { pageNumber } from "@/features/admin/shared/pagination";
import { apiError, refuseCrossSite, requestLocale } from "@/lib/http";

// The image library's API: GET lists (newest first), POST stores one multipart upload
// (field "file", optional "altJa"). PNG, JPEG, WebP or SVG, at most 5 MB, checked by content.

const MULTIPART_OVERHEAD = 64 * 1024;
const STATUS = { empty: 400, tooLarge: 413, unsupported: 415, unsafeSvg: 415 } as const;

export async function GET(request: Request) {
  const guard = await guardAdminApi(request);
  if (!guard.ok) return guard.response;
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return NextResponse.json({ ok: true, data: await listImages(page) });
}

export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const guard = await guardAdminApi(request);
  if (!guard.ok) return guard.response;
  const t = await getTranslations({ locale: requestLocale(request), namespace: "admin.images.refusals" });
  const refuse = (reason: keyof typeof STATUS | "noFile") =>
    apiError(reason === "noFile" ? 400 : STATUS[reason], { code: reason === "tooLarge" ? "PAYLOAD_TOO_LARGE" : "VALIDATION_ERROR", message: t(reason) });

  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) return refuse("tooLarge");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse("noFile");
  }
  const file = form.get("file");
  if (!(file instanceof File)) return refuse("noFile");
  if (file.size > IMAGE_MAX_BYTES) return refuse("tooLarge");
  const alt = form.get("altJa");
  const result = await saveImage({ bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name, altJa: typeof alt === "string" ? alt : "" });
  if (!result.ok) return refuse(result.reason);
  return NextResponse.json({ ok: true, data: result.image }, { status: 201 });
}
