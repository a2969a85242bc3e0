import "server-only";
import sharp from "sharp";
import { IMAGE_MAX_BYTES, type ImageCheck, type ImageType } from "./image-meta";

// What an uploaded file really is (the browser's content type and the name are only claims):
// sharp decodes photos, so a file that merely starts like an image is refused. PNG, JPEG, WebP
// and SVG only; SVG must not carry scripts or reach outside itself.

/** A decompression bomb's ceiling: larger than any photo a stay would upload (50 megapixels). */
const MAX_PIXELS = 50_000_000;

const FORMATS: Record<string, ImageType> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp", svg: "image/svg+xml" };

const SVG_ROOT = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
const SVG_UNSAFE = [/<script[\s>]/i, /\son[a-z]+\s*=/i, /javascript:/i, /<foreignObject[\s>]/i, /<!ENTITY/i, /xlink:href\s*=\s*["']\s*(?!#|data:image\/)/i, /\shref\s*=\s*["']\s*(?!#|data:image\/)/i];

function svgText(bytes: Uint8Array): string | null {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, "").trimStart();
  return SVG_ROOT.test(head) ? new TextDecoder("utf-8", { fatal: false }).decode(bytes) : null;
}

/** An SVG's size from its width and height, else its viewBox (it need not have one). */
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
export async function inspectImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  // An SVG is text that a browser draws: judged by what it contains, not decoded here.
  const svg = svgText(bytes);
  if (svg !== null) {
    if (SVG_UNSAFE.some((re) => re.test(svg))) return { ok: false, reason: "unsafeSvg" };
    return { ok: true, meta: { type: "image/svg+xml", ...svgSize(svg) } };
  }
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS });
    const meta = await image.metadata();
    const type = meta.format ? FORMATS[meta.format] : undefined;
    if (!type || type === "image/svg+xml") return { ok: false, reason: "unsupported" };
    // Decoding a small copy proves the whole file is an image, not just its header.
    await image.resize(32, 32, { fit: "inside" }).toBuffer();
    return { ok: true, meta: { type, width: meta.width ?? null, height: meta.height ?? null } };
  } catch {
    return { ok: false, reason: "unsupported" };
  }
}
