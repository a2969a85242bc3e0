import "server-only";
import { z } from "zod";
import { env, isOffline } from "@/lib/env";
import { logger } from "@/lib/logger";
import { reusableLicence, type ReusableLicence } from "./commons-licence";
import { callTimeout } from "./wait-limits";

// Wikimedia Commons through its MediaWiki API ({base}/w/api.php): files found by a name (full-text
// search in the File namespace) or around a point (geosearch), each with its licence, author and
// file page. Only files under a licence that allows reuse come back (commons-licence.ts).

export interface CommonsPhoto {
  /** "File:….jpg", the key to fetch it again. */
  title: string;
  /** The original file. */
  url: string;
  /** A copy about 960 pixels wide, for the back office's choice. */
  thumbUrl: string;
  mimeType: string;
  width: number;
  height: number;
  /** The file's page on Commons: where the licence and history are. */
  pageUrl: string;
  /** The author as plain text (Commons gives HTML). */
  author: string;
  licence: ReusableLicence;
  /** As Commons names it, e.g. "CC BY-SA 4.0". */
  licenceName: string;
  licenceUrl: string | null;
}

export type CommonsQuery = { kind: "name"; name: string; limit?: number } | { kind: "near"; latitude: number; longitude: number; radiusM?: number; limit?: number };

export class CommonsError extends Error {
  constructor(
    readonly kind: "offline" | "timeout" | "network" | "http" | "invalid_response",
    message: string,
  ) {
    super(message);
    this.name = "CommonsError";
  }
}

const meta = z.object({ value: z.unknown() }).partial();
const pageSchema = z.looseObject({
  title: z.string(),
  imageinfo: z
    .array(
      z.looseObject({
        url: z.string(),
        thumburl: z.string().optional(),
        descriptionurl: z.string(),
        mime: z.string(),
        width: z.number(),
        height: z.number(),
        extmetadata: z.record(z.string(), meta).optional(),
      }),
    )
    .optional(),
});
const answerSchema = z.looseObject({ query: z.looseObject({ pages: z.array(pageSchema).optional() }).optional() });

const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Commons writes authors as HTML ("<a href=…>Jane</a>"): the text only. */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return "";
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function toPhoto(page: z.infer<typeof pageSchema>): CommonsPhoto | null {
  const info = page.imageinfo?.[0];
  if (!info || !PHOTO_TYPES.has(info.mime)) return null;
  const m = info.extmetadata ?? {};
  const value = (key: string) => (typeof m[key]?.value === "string" ? (m[key].value as string) : "");
  const licence = reusableLicence(value("License"), value("LicenseShortName"));
  if (!licence) return null;
  return {
    title: page.title,
    url: info.url,
    thumbUrl: info.thumburl ?? info.url,
    mimeType: info.mime,
    width: info.width,
    height: info.height,
    pageUrl: info.descriptionurl,
    author: plainText(value("Artist")) || plainText(value("Credit")),
    licence,
    licenceName: plainText(value("LicenseShortName")) || licence.toUpperCase(),
    licenceUrl: value("LicenseUrl") || null,
  };
}

function apiUrl(params: Record<string, string>): URL {
  const url = new URL(`${env().COMMONS_BASE_URL.replace(/\/+$/, "")}/w/api.php`);
  const common = { action: "query", format: "json", formatversion: "2", prop: "imageinfo", iiprop: "url|mime|size|extmetadata", iiurlwidth: "960" };
  for (const [k, v] of Object.entries({ ...common, ...params })) url.searchParams.set(k, v);
  return url;
}

async function call(url: URL, timeoutMs: number | undefined, raw: true): Promise<z.infer<typeof pageSchema>[]>;
async function call(url: URL, timeoutMs?: number): Promise<CommonsPhoto[]>;
async function call(url: URL, timeoutMs?: number, raw = false): Promise<CommonsPhoto[] | z.infer<typeof pageSchema>[]> {
  if (isOffline()) throw new CommonsError("offline", "Outside services are switched off (OFFLINE=1)");
  const timeout = callTimeout(env().COMMONS_TIMEOUT_MS, timeoutMs);
  let response: Response;
  try {
    // Wikimedia asks every client to name itself.
    response = await fetch(url, { headers: { accept: "application/json", "user-agent": env().NOMINATIM_USER_AGENT }, signal: AbortSignal.timeout(timeout), cache: "no-store" });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.warn("commons: request failed", { timedOut, message: error instanceof Error ? error.message : String(error) });
    throw new CommonsError(timedOut ? "timeout" : "network", timedOut ? `Wikimedia Commons did not answer within ${timeout} ms` : "Could not reach Wikimedia Commons");
  }
  if (!response.ok) throw new CommonsError("http", `Wikimedia Commons answered ${response.status}`);
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new CommonsError("invalid_response", "Wikimedia Commons sent something that is not a query result");
  const pages = parsed.data.query?.pages ?? [];
  return raw ? pages : pages.map(toPhoto).filter((p): p is CommonsPhoto => p !== null);
}

/** Photos on Commons by a name or around a point, only those we may reuse. */
export async function searchCommons(query: CommonsQuery, timeoutMs?: number): Promise<CommonsPhoto[]> {
  const limit = String(Math.min(30, Math.max(1, query.limit ?? 12)));
  const params: Record<string, string> =
    query.kind === "name"
      ? { generator: "search", gsrnamespace: "6", gsrsearch: `${query.name.trim()} filetype:bitmap`, gsrlimit: limit }
      : { generator: "geosearch", ggsnamespace: "6", ggscoord: `${query.latitude.toFixed(5)}|${query.longitude.toFixed(5)}`, ggsradius: String(Math.min(10_000, Math.max(10, query.radiusM ?? 5_000))), ggslimit: limit };
  return call(apiUrl(params), timeoutMs);
}

export type CommonsFile = { status: "ok"; photo: CommonsPhoto } | { status: "refused"; licenceName: string } | { status: "missing" };

/**
 * One file by its title, as Commons describes it now (never as a browser claimed it): the photo,
 * or why it cannot be used: its licence forbids reuse, or it is gone or not a photo.
 */
export async function commonsFile(title: string, timeoutMs?: number): Promise<CommonsFile> {
  const pages = await call(apiUrl({ titles: title }), timeoutMs, true);
  const page = pages[0];
  if (!page) return { status: "missing" };
  const photo = toPhoto(page);
  if (photo) return { status: "ok", photo };
  const m = page.imageinfo?.[0]?.extmetadata ?? {};
  const name = typeof m.LicenseShortName?.value === "string" ? plainText(m.LicenseShortName.value) : "";
  return page.imageinfo?.[0] ? { status: "refused", licenceName: name || "?" } : { status: "missing" };
}
