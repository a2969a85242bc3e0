/// <reference no-default-lib="true" />
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The service worker (spec 02 §9: service worker and PWA enabled in production). Built by
// Serwist (app/serwist/[path]/route.ts) with the list of the build's static files to precache.
//
// - The offline pages and the app icons are precached on install; the build's scripts and styles
//   are kept as pages load them (and as the trip pack fetches its pages).
// - Pages: network first (4 s deadline), the last copy when there is no network, else the offline
//   page in the page's language. Private pages (account, back office, sign-in) are never kept.
// - Trip data (a booking's status, a destination's spots): network first, the last answer offline.
// - Art, photos and fonts: from the cache once seen (a month, bounded).
// - A new version waits until the traveller chooses to reload (components/shell/service-worker.tsx
//   asks; the page sends SKIP_WAITING).
import type { PrecacheEntry, RuntimeCaching, SerwistGlobalConfig } from "serwist";
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from "serwist";
import { isPrivatePath, NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGES, offlinePagePath, pageAssets, PAGES_CACHE, STATIC_CACHE, TRIP_DATA_CACHE } from "./constants";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** The last kept copy of a page, whatever its query, or the offline page in its language. */
const pageFallback = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const pages = await caches.open(PAGES_CACHE);
    return (
      (await pages.match(request, { ignoreSearch: true, ignoreVary: true })) ??
      (await serwist.matchPrecache(offlinePagePath(url.pathname))) ??
      Response.error()
    );
  },
};

/**
 * Only same-origin, read-only, public requests are the worker's business. Everything else (other
 * sites' photos and tiles, sign-in, the back office, the assistant, every write) matches no route,
 * so the browser handles it as if there were no worker.
 */
function kept({ url, sameOrigin, request }: { url: URL; sameOrigin: boolean; request: Request }) {
  return (
    sameOrigin &&
    request.method === "GET" &&
    !isPrivatePath(url.pathname) &&
    !/^\/api\/(?:auth|admin|assistant|ai)\b/.test(url.pathname) &&
    // React Server Component payloads vary by router state: never kept. Offline, the router
    // falls back to a full page load, which the page route answers.
    request.headers.get("RSC") !== "1"
  );
}

const runtimeCaching: RuntimeCaching[] = [
  {
    matcher: (options) => kept(options) && options.request.mode === "navigate",
    handler: new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new ExpirationPlugin({ maxEntries: 48, maxAgeSeconds: 30 * DAY }), pageFallback],
    }),
  },
  {
    matcher: (options) => kept(options) && /^\/api\/(?:bookings\/[^/]+|destinations\/[^/]+\/(?:spots|nearby-stays))$/.test(options.url.pathname),
    handler: new NetworkFirst({
      cacheName: TRIP_DATA_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 30 * DAY })],
    }),
  },
  {
    matcher: (options) => kept(options) && (options.url.pathname.startsWith("/fonts/") || options.url.pathname.startsWith("/_next/static/media/")),
    handler: new CacheFirst({ cacheName: "fonts", plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 365 * DAY })] }),
  },
  {
    matcher: (options) => kept(options) && (options.request.destination === "image" || /^\/(?:images|og|icons)\//.test(options.url.pathname)),
    handler: new CacheFirst({ cacheName: "images", plugins: [new ExpirationPlugin({ maxEntries: 160, maxAgeSeconds: 30 * DAY })] }),
  },
  {
    matcher: (options) => kept(options) && options.url.pathname.startsWith("/_next/static/"),
    handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 256, maxAgeSeconds: 365 * DAY })] }),
  },
  // The language's manifest and the like: fresh when possible.
  { matcher: (options) => kept(options) && options.url.pathname.startsWith("/manifest"), handler: new StaleWhileRevalidate({ cacheName: "others" }) },
];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The page asks before a new version takes over (no surprise reloads mid-booking).
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching,
  disableDevLogs: true,
});

serwist.addEventListeners();

/**
 * The offline page's own scripts and styles, so that it runs (its retry button, its reload when
 * the connection is back) even when the traveller's first page was loaded before the worker was
 * there. Best effort: a failure here leaves the page readable without its scripts.
 */
async function keepOfflinePageAssets() {
  const cache = await caches.open(STATIC_CACHE);
  const pages = await Promise.all(OFFLINE_PAGES.map((url) => fetch(url).then((r) => (r.ok ? r.text() : ""))));
  const assets = [...new Set(pages.flatMap(pageAssets))];
  await Promise.all(assets.map(async (url) => (await cache.match(url)) ?? cache.add(url)));
}

self.addEventListener("install", (event) => event.waitUntil(keepOfflinePageAssets().catch(() => undefined)));
