import "server-only";
import type { Locale } from "@/i18n/routing";
import { PREFECTURES, prefectureName } from "@/data/japan";
import { queryKeys } from "./normalize";
import { searchIndex, type Entry, type SearchIndex } from "./search-index";
import { startOf } from "./start";
import { NO_SUGGESTIONS, SUGGESTION_CAPS, type DepartureOption, type DepartureSuggestions } from "./types";

// The departure list's answer to a typed text: exact names first, then names that start with
// it, then names that contain it; equal matches by the place's weight (presets, network
// stations, cities before towns, larger before smaller).

/** Matches inside a name are looked at up to this many keys (a one-letter query has thousands). */
const INNER_SCAN_LIMIT = 400;

type Table = SearchIndex["text"];

function lowerBound<T extends string | number>(keys: readonly T[], q: T): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Scores of one query: 3 exact, 2 start, 1 inside, per entry; the entries touched. */
interface Scores {
  score: Uint8Array;
  touched: number[];
}

function put(s: Scores, owner: number, score: number) {
  if (s.score[owner] === 0) s.touched.push(owner);
  if (s.score[owner] < score) s.score[owner] = score;
}

function collect(t: Table, q: string, s: Scores, only?: (owner: number) => boolean) {
  for (let i = lowerBound(t.keys, q); i < t.keys.length && t.keys[i].startsWith(q); i++) if (!only || only(t.owners[i])) put(s, t.owners[i], t.keys[i] === q ? 3 : 2);
  if (q.length < 2) return;
  let seen = 0;
  for (let at = t.joined.indexOf(q); at !== -1 && seen < INNER_SCAN_LIMIT; at = t.joined.indexOf(q, at + 1)) {
    // The key this hit lies in: the last start at or before it.
    const k = lowerBound(t.starts, at + 1) - 1;
    if (at === t.starts[k] || (only && !only(t.owners[k]))) continue;
    put(s, t.owners[k], 1);
    seen += 1;
  }
}

/** "石川県金沢市" is 金沢市 in 石川県: the prefecture and the rest of the text. */
function inPrefecture(text: string): { prefecture: string; rest: string } | null {
  const p = PREFECTURES.find((p) => text.startsWith(p.name.ja) && text.length > p.name.ja.length);
  return p ? { prefecture: p.name.ja, rest: text.slice(p.name.ja.length) } : null;
}

function scoresOf(query: string, index: SearchIndex): Scores | null {
  const { text, roman } = queryKeys(query);
  if (!text) return null;
  const s: Scores = { score: new Uint8Array(index.entries.length), touched: [] };
  collect(index.text, text, s);
  if (roman) collect(index.roman, roman, s);
  const scoped = inPrefecture(text);
  if (scoped) collect(index.text, scoped.rest, s, (i) => index.entries[i].prefecture === scoped.prefecture);
  return s;
}

const better = (index: SearchIndex, s: Scores) => (a: number, b: number) => s.score[b] - s.score[a] || index.entries[b].weight - index.entries[a].weight;

/** The places that match, best first (all of them: for tests and tools; the list uses the caps). */
export function matchPlaces(query: string, index: SearchIndex = searchIndex()): Entry[] {
  const s = scoresOf(query, index);
  return s ? s.touched.sort(better(index, s)).map((i) => index.entries[i]) : [];
}

/** The best `cap` of the matches that pass `test`, without sorting every match. */
function top(index: SearchIndex, s: Scores, test: (e: Entry) => boolean, cap: number): Entry[] {
  const order = better(index, s);
  const best: number[] = [];
  for (const i of s.touched) {
    if (!test(index.entries[i])) continue;
    if (best.length === cap && order(i, best[cap - 1]) >= 0) continue;
    best.push(i);
    best.sort(order);
    if (best.length > cap) best.pop();
  }
  return best.map((i) => index.entries[i]);
}

export function toOption(e: Entry, locale: Locale): DepartureOption {
  const base = { id: e.id, kind: e.kind, label: e.names[locale], prefecture: prefectureName(e.prefecture, locale), area: e.area?.[locale] };
  if (!e.municipality) return { ...base, latitude: e.latitude, longitude: e.longitude, stationId: e.stationId };
  const start = startOf(e.municipality);
  return { ...base, latitude: start.latitude, longitude: start.longitude, stationId: start.stationId, startName: start.names?.[locale] };
}

/** The list's suggestions for a typed text, in the caller's language, within the caps. */
export function suggestDepartures(query: string, locale: Locale, index: SearchIndex = searchIndex()): DepartureSuggestions {
  const s = scoresOf(query, index);
  if (!s || !s.touched.length) return NO_SUGGESTIONS;
  const pick = (test: (e: Entry) => boolean, cap: number) => top(index, s, test, cap).map((e) => toOption(e, locale));
  return {
    cities: pick((e) => e.kind === "city", SUGGESTION_CAPS.cities),
    transit: pick((e) => e.kind === "station" || e.kind === "airport", SUGGESTION_CAPS.transit),
    hotels: pick((e) => e.kind === "hotel", SUGGESTION_CAPS.hotels),
    attractions: pick((e) => e.kind === "attraction", SUGGESTION_CAPS.attractions),
    addresses: [],
  };
}
