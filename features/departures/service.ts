import "server-only";
import type { Locale } from "@/i18n/routing";
import { searchAddress } from "@/lib/clients/gsi-search";
import { cachedOrFresh } from "@/lib/cache";
import { ANSWER_WITHIN_MS } from "@/lib/clients/wait-limits";
import { suggestDepartures } from "./search";
import { normalizeText } from "./normalize";
import { ADDRESS_CAP, suggestionCount, type DepartureOption, type DepartureSuggestions } from "./types";

// The departure search: our own list first (every municipality, station and preset); a text it
// does not know — an address, a district, a landmark — goes to GSI's address search, whose
// places are kept in the shared cache for a day (addresses do not move). GSI failing answers
// "nothing found": the traveller is then asked to pick a nearby town or use their location.

/** Texts shorter than this are not sent to GSI (a letter or two matches nothing useful). */
export const ADDRESS_MIN_LENGTH = 2;
export const ADDRESS_CACHE_MS = 24 * 60 * 60 * 1000;
/** GSI gets what is left of the answer's time, less a margin for our own work. */
const GSI_BUDGET_MS = ANSWER_WITHIN_MS - 1_000;

export async function addressOptions(query: string): Promise<DepartureOption[]> {
  const key = `departures:gsi:v1:${normalizeText(query)}`;
  const { value } = await cachedOrFresh(key, ADDRESS_CACHE_MS, async () => {
    const { places, failed } = await searchAddress(query, GSI_BUDGET_MS);
    // A failure is not cached: the next keystroke may find GSI back.
    if (failed) throw new Error("gsi address search failed");
    return places;
  }).catch(() => ({ value: [] as Awaited<ReturnType<typeof searchAddress>>["places"] }));
  return value.slice(0, ADDRESS_CAP).map((p) => ({
    id: `gsi-${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`,
    kind: "address" as const,
    label: p.title,
    latitude: p.latitude,
    longitude: p.longitude,
  }));
}

/** Whether a text may go to GSI: our list found nothing and it is long enough to mean a place. */
export function wantsAddressSearch(query: string, list: DepartureSuggestions): boolean {
  return suggestionCount(list) === 0 && normalizeText(query).length >= ADDRESS_MIN_LENGTH;
}

/** `mayAskGsi`: the caller's own limit on GSI calls (false answers "nothing found"). */
export async function searchDepartures(query: string, locale: Locale, mayAskGsi: () => Promise<boolean> = async () => true): Promise<{ suggestions: DepartureSuggestions; asked: boolean }> {
  const list = suggestDepartures(query, locale);
  if (!wantsAddressSearch(query, list) || !(await mayAskGsi())) return { suggestions: list, asked: false };
  return { suggestions: { ...list, addresses: await addressOptions(query) }, asked: true };
}
