// Shared by the service worker (lib/pwa/sw.ts, bundled on its own) and the pages that talk to
// it: it imports only the import-free language rules, so the worker bundle stays small.
import { localizedPath, locales, pathLocale } from "@/i18n/locales";

/** Where the worker is served (app/serwist/[path]/route.ts, rewritten from /sw.js). */
export const SW_URL = "/sw.js";

/** Pages the traveller has opened, newest kept; read when the network is gone. */
export const PAGES_CACHE = "pages";
/** Trip data the offline pack reads: the booking's status, the destination's spots. */
export const TRIP_DATA_CACHE = "trip-data";

/** The build's scripts and styles, kept as they are seen (their names change with their content). */
export const STATIC_CACHE = "static";

/** A network answer slower than this falls back to the kept copy (every wait has a deadline: 5 s). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The offline page in the language of a path. */
export function offlinePagePath(pathname: string): string {
  return localizedPath(pathLocale(pathname), "/offline");
}

/** Pages that are never kept: a signed-in person's own or the back office's, and sign-in. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(?:(?:en|ko|zh)\/)?(?:admin|account|auth)(?:\/|$)/.test(pathname);
}

/** The trip pack: the pages that open without a network once a traveller has a trip. */
export const TRIP_PACK_PAGES = ["/proposal", "/booking-complete", "/travel-hub", "/travel-concierge"] as const;

/** The build's scripts and styles a page's HTML loads (script tags, preloads, stylesheets, lazy parts). */
export function pageAssets(html: string): string[] {
  const found = html.match(/\/_next\/static\/[\w\-./~]+\.(?:js|css)/g) ?? [];
  return [...new Set(found)];
}

/** The offline page of every language. */
export const OFFLINE_PAGES = locales.map((locale) => localizedPath(locale, "/offline"));
