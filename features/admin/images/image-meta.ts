// The image library's limits and names, shared by the upload form and the server (which checks
// the bytes themselves: inspect.ts).

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml";

export interface ImageMeta {
  type: ImageType;
  width: number | null;
  height: number | null;
}

export type ImageCheck = { ok: true; meta: ImageMeta } | { ok: false; reason: "empty" | "tooLarge" | "unsupported" | "unsafeSvg" };

/** A safe file name to keep: no directories, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim().slice(-120);
  return cleaned || "image";
}

/** /api/images/{id}: where the public route serves a stored image. */
export function storedImageUrl(id: string): string {
  return `/api/images/${id}`;
}

export { STORED_IMAGE_URL } from "@/lib/image-variants";

/** Free licences an administrator may name for a picture they did not make (as on Commons imports). */
export const UPLOAD_LICENCE = /^(?:CC0(?: 1\.0)?|CC BY(?:-SA)? [1-4]\.0(?: [A-Za-z]{2,8})?|Public domain)$/i;
