import { chosenTripStore } from "@/features/proposal";
import { storedBookingStore } from "@/features/booking";
import { storedValue } from "@/lib/browser-storage";
import { localizedPath, type Locale } from "@/i18n/locales";
import { pageAssets, PAGES_CACHE, STATIC_CACHE, TRIP_DATA_CACHE, TRIP_PACK_PAGES } from "@/lib/pwa/constants";
import { z } from "zod/mini";

// The offline trip pack: once a traveller has chosen a trip or sent a booking request, the
// trip's pages (proposal, booking confirmation, travel hub, checklist), the scripts and styles
// they load and the data they read are put in the worker's caches, so they open on a train
// without a network. What each page shows comes from this browser's storage.

/** What was last packed, so a page load does not fetch the pack again for the same trip. */
const packedStore = storedValue("tabigacha-offline-pack", z.object({ stamp: z.string() }));

/** The trip's identity: the chosen trip and the booking, in one language. */
function tripStamp(locale: Locale): string | null {
  const trip = chosenTripStore.read();
  const booking = storedBookingStore.read();
  if (!trip && !booking) return null;
  return JSON.stringify([locale, trip?.proposal.id ?? null, trip?.savedAt ?? null, booking?.id ?? null]);
}

/** The URLs of the pack in a language. */
export function tripPackUrls(locale: Locale): { pages: string[]; data: string[] } {
  const trip = chosenTripStore.read();
  const pages = TRIP_PACK_PAGES.map((path) => localizedPath(locale, path));
  const data = trip ? [`/api/destinations/${encodeURIComponent(trip.proposal.id)}/spots?lang=${locale}`] : [];
  return { pages, data };
}

/** Puts the trip pack in the caches when the trip changed since it was last packed. Never throws. */
export async function keepTripPack(locale: Locale): Promise<boolean> {
  if (typeof caches === "undefined" || !navigator.onLine) return false;
  const stamp = tripStamp(locale);
  if (!stamp || packedStore.read()?.stamp === stamp) return false;
  const { pages, data } = tripPackUrls(locale);
  try {
    const [pageCache, dataCache, staticCache] = await Promise.all([caches.open(PAGES_CACHE), caches.open(TRIP_DATA_CACHE), caches.open(STATIC_CACHE)]);
    const deadline = AbortSignal.timeout(15_000);
    const [html] = await Promise.all([
      Promise.all(pages.map((url) => keep(pageCache, url, deadline))),
      Promise.all(data.map((url) => keep(dataCache, url, deadline))),
    ]);
    const assets = new Set(html.flatMap((text) => pageAssets(text)));
    const missing = await Promise.all([...assets].map(async (url) => ((await staticCache.match(url)) ? null : url)));
    await Promise.all(missing.filter((url): url is string => url !== null).map((url) => keep(staticCache, url, deadline)));
    packedStore.write({ stamp });
    return true;
  } catch {
    return false;
  }
}

/** Fetches a URL into a cache; resolves to the body's text for pages (to find their assets). */
async function keep(cache: Cache, url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = (response.headers.get("content-type") ?? "").includes("text/html") ? await response.clone().text() : "";
  await cache.put(url, response);
  return text;
}
