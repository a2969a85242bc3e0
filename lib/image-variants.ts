// Uploaded photos are also served as AVIF and WebP copies at a few widths, so a phone loads a
// small modern file and a wide screen a sharp one; the original stays the fallback. This file
// only names those copies: the server makes them (features/admin/images/variants.ts) and every
// picture that shows an uploaded image lists them (components/shell/picture.tsx).

/** The widths a copy is made at, in CSS pixels of the image; never wider than the original. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Best first: a browser takes the first source whose type it can show. */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const FORMAT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * An image of the back office's library, by the address the catalogue stores (/api/images/{id})
 * or the one pages show (/photos/{id}).
 */
export const STORED_IMAGE_URL = /^\/(?:api\/images|photos)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

// Pages show library photos under /photos/, which robots.txt leaves open (the whole /api/ is closed
// to crawlers), so an image search can find them; /api/images/ keeps answering the same bytes.
export const PHOTO_PATH = "/photos";

/** The address a page shows a stored image at; any other address unchanged. */
export function publicImageUrl(src: string): string {
  const id = STORED_IMAGE_URL.exec(src)?.[1];
  return id ? `${PHOTO_PATH}/${id.toLowerCase()}` : src;
}

/** Where the copy of a stored image at a width and in a format is served. */
export function variantUrl(id: string, width: ImageWidth, format: ImageFormat): string {
  return `${PHOTO_PATH}/${id}/${width}.${format}`;
}

/** "960.avif" → its width and format; anything else (another width, another format) → null. */
export function parseVariant(name: string): { width: ImageWidth; format: ImageFormat } | null {
  const match = /^(\d{1,5})\.([a-z]+)$/.exec(name);
  if (!match) return null;
  const width = IMAGE_WIDTHS.find((w) => w === Number(match[1]));
  const format = IMAGE_FORMATS.find((f) => f === match[2]);
  return width && format ? { width, format } : null;
}

export interface ImageSource {
  type: string;
  srcSet: string;
}

/** The <source> elements for an image address: one per format for a stored image, none otherwise. */
export function responsiveSources(src: string): ImageSource[] {
  const id = STORED_IMAGE_URL.exec(src)?.[1];
  if (!id) return [];
  return IMAGE_FORMATS.map((format) => ({
    type: FORMAT_TYPES[format],
    srcSet: IMAGE_WIDTHS.map((w) => `${variantUrl(id, w, format)} ${w}w`).join(", "),
  }));
}
