import "server-only";

// How every image of the library goes out, original or copy: an address never changes its
// bytes, so browsers and CDNs may keep it for a year. SVG is sandboxed so it can never run
// script here.

export interface ServedImage {
  etag: string;
  mimeType: string;
  data: Uint8Array;
  modified: Date;
  filename?: string;
}

export function imageResponse(ifNoneMatch: string | null, image: ServedImage): Response {
  const etag = `"${image.etag}"`;
  const headers = new Headers({
    "Content-Type": image.mimeType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Last-Modified": image.modified.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (image.filename) headers.set("Content-Disposition", `inline; filename*=UTF-8''${encodeURIComponent(image.filename)}`);
  if (image.mimeType === "image/svg+xml") headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(image.data.byteLength));
  return new Response(new Uint8Array(image.data), { status: 200, headers });
}
