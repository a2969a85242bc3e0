import type { Locale } from "@/i18n/routing";
import { PRESET_PLACES, type PresetPlace } from "@/data/departures";
import { SUGGESTION_CAPS } from "@/features/departures";

// The presets' own suggestions, shown at once while the server searches the whole list
// (features/departures); the same caps.
export { SUGGESTION_CAPS };

export interface Suggestions {
  cities: PresetPlace[];
  transit: PresetPlace[];
  hotels: PresetPlace[];
  attractions: PresetPlace[];
}

/** Lower case, full-width to half-width, katakana to hiragana, no spaces or dots. */
export function normalizeQuery(value: string): string {
  return value
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/[\s・.\-,、]/g, "");
}

function score(place: PresetPlace, q: string): number {
  const haystack = [...Object.values(place.names), ...place.keywords].map(normalizeQuery);
  if (haystack.some((h) => h === q)) return 3;
  if (haystack.some((h) => h.startsWith(q))) return 2;
  if (haystack.some((h) => h.includes(q))) return 1;
  return 0;
}

export function suggestPlaces(query: string, places: PresetPlace[] = PRESET_PLACES): Suggestions {
  const q = normalizeQuery(query);
  const empty: Suggestions = { cities: [], transit: [], hotels: [], attractions: [] };
  if (!q) return empty;
  const ranked = places
    .map((place) => ({ place, s: score(place, q) }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || (b.place.popularity ?? 0) - (a.place.popularity ?? 0))
    .map((r) => r.place);
  return {
    cities: ranked.filter((p) => p.kind === "city").slice(0, SUGGESTION_CAPS.cities),
    transit: ranked.filter((p) => p.kind === "station" || p.kind === "airport").slice(0, SUGGESTION_CAPS.transit),
    hotels: ranked.filter((p) => p.kind === "hotel").slice(0, SUGGESTION_CAPS.hotels),
    attractions: ranked.filter((p) => p.kind === "attraction").slice(0, SUGGESTION_CAPS.attractions),
  };
}

export function placeLabel(place: PresetPlace, locale: Locale): string {
  return place.names[locale] ?? place.names.ja;
}

/** Finds a preset by its label in any language (text typed or restored from history). */
export function findPlaceByLabel(label: string, places: PresetPlace[] = PRESET_PLACES): PresetPlace | undefined {
  const q = normalizeQuery(label);
  if (!q) return undefined;
  return places.find((p) => Object.values(p.names).some((name) => normalizeQuery(name) === q));
}
