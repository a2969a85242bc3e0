// What an uploaded file really is, read from its bytes (the browser's content type is only a
// claim), and its pixel size. PNG, JPEG, WebP and SVG only; SVG must not carry scripts.

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

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);

function pngSize(b: Uint8Array) {
  return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : { width: null, height: null };
}

function jpegSize(b: Uint8Array) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return { width: null, height: null };
    const marker = b[i + 1];
    // Start-of-frame markers carry the size; C4, C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return { width: null, height: null };
}

function webpSize(b: Uint8Array) {
  const chunk = ascii(b, 12, 16);
  if (chunk === "VP8X" && b.length >= 30) return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (chunk === "VP8 " && b.length >= 30) return { width: (b[26] | (b[27] << 8)) & 0x3fff, height: (b[28] | (b[29] << 8)) & 0x3fff };
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: null, height: null };
}

const SVG_UNSAFE = [/<script[\s>]/i, /\son[a-z]+\s*=/i, /javascript:/i, /<foreignObject[\s>]/i, /<!ENTITY/i, /xlink:href\s*=\s*["']\s*(?!#|data:image\/)/i, /\shref\s*=\s*["']\s*(?!#|data:image\/)/i];

function svgSize(text: string) {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, "i").exec(tag)?.[1];
  const w = attr("width");
  const h = attr("height");
  if (w && h) return { width: Math.round(Number(w)), height: Math.round(Number(h)) };
  const vb = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  return vb ? { width: Math.round(Number(vb[1])), height: Math.round(Number(vb[2])) } : { width: null, height: null };
}

/** Checks an upload: size, real type, pixel size; SVG with scripts or outside references is refused. */
export function inspectImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, meta: { type: "image/png", ...pngSize(bytes) } };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, meta: { type: "image/jpeg", ...jpegSize(bytes) } };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { ok: true, meta: { type: "image/webp", ...webpSize(bytes) } };
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, "").trimStart();
  // The root element must be <svg>, after an optional XML declaration, comments and DOCTYPE.
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) {
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    if (SVG_UNSAFE.some((re) => re.test(text))) return { ok: false, reason: "unsafeSvg" };
    return { ok: true, meta: { type: "image/svg+xml", ...svgSize(text) } };
  }
  return { ok: false, reason: "unsupported" };
}

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

export const STORED_IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})$/i;
