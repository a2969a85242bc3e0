import "server-only";
import { PRESET_PLACES, type PlaceKind } from "@/data/departures";
import { haversineKm, type Lang } from "@/data/japan";
import { municipalities, railwayStations, type MunicipalityRecord } from "@/data/places";
import { stations as networkStations } from "@/data/catalogue";
import { foldRomaji, normalizeText } from "./normalize";

// The departure list as one index, built once per server: the presets (ten cities, stations and
// airports, hotels, sights), the stations of our network, every municipality and every station
// of Ekistamp's list. Each place has text keys (kanji, kana, Hangul, simplified Chinese, English)
// and romaji keys; both kinds sit in a sorted array (exact and prefix matches by binary search)
// and in one long string (matches inside a name by indexOf), so a keystroke costs well under 5 ms.

export interface Entry {
  id: string;
  kind: PlaceKind;
  names: Record<Lang, string>;
  prefecture: string;
  area?: Record<Lang, string>;
  latitude: number;
  longitude: number;
  stationId?: string;
  municipality?: MunicipalityRecord;
  /** Ties between equal matches go to the larger or better-known place. */
  weight: number;
}

interface KeyTable {
  /** Sorted keys with the entry each belongs to. */
  keys: string[];
  owners: number[];
  /** Every key joined by \u0000, with where each starts, for matches inside a key. */
  joined: string;
  starts: number[];
}

export interface SearchIndex {
  entries: Entry[];
  text: KeyTable;
  roman: KeyTable;
}

const SUFFIX = /(市|区|町|村)$/;
const KANA_SUFFIX = /(し|く|ちょう|まち|そん|むら)$/;
const STATION = /(駅|站|역| station)$/i;

function table(pairs: [string, number][]): KeyTable {
  // Sorting plain strings ("key\u0000owner") is native and fast; the owner is read back after.
  const sorted = pairs.filter(([k]) => k).map(([k, owner]) => `${k}\u0000${owner}`);
  sorted.sort();
  const keys: string[] = [];
  const owners: number[] = [];
  const starts: number[] = [];
  let at = 0;
  let last = "";
  for (const line of sorted) {
    if (line === last) continue;
    last = line;
    const cut = line.lastIndexOf("\u0000");
    const k = line.slice(0, cut);
    keys.push(k);
    owners.push(Number(line.slice(cut + 1)));
    starts.push(at);
    at += k.length + 1;
  }
  return { keys, owners, joined: keys.join("\u0000"), starts };
}

function textKeys(e: Entry, extra: string[]): string[] {
  const names = Object.values(e.names);
  const keys = [...names, ...names.map((n) => n.replace(STATION, "")), ...extra];
  if (e.municipality) {
    const m = e.municipality;
    keys.push(m.kana, m.kana.replace(KANA_SUFFIX, ""), m.names.ja.replace(SUFFIX, ""), m.names.zh.replace(SUFFIX, ""), m.names.ko.replace(/(시|구|정|촌)$/, ""));
    // A ward alone ("北区") and its city without 市 ("大阪北区").
    const ward = /^(.+?市)(.+区)$/.exec(m.names.ja);
    if (ward) keys.push(ward[2], ward[1].replace(/市$/, "") + ward[2]);
  }
  return keys.map(normalizeText);
}

function romanKeys(e: Entry, extra: string[]): string[] {
  const keys = [e.names.en, e.names.en.replace(/ (Station|Ward.*)$/, ""), ...extra];
  return keys.map(foldRomaji);
}

function build(): SearchIndex {
  const entries: Entry[] = [];
  const text: [string, number][] = [];
  const roman: [string, number][] = [];
  const add = (e: Entry, readings: string[], romaji: string[]) => {
    const i = entries.push(e) - 1;
    for (const k of new Set(textKeys(e, readings))) text.push([k, i]);
    for (const k of new Set(romanKeys(e, romaji))) roman.push([k, i]);
    return i;
  };

  for (const p of PRESET_PLACES) {
    const latin = p.keywords.filter((k) => /^[a-z ]+$/i.test(k));
    // A preset city stands for its municipality too (大阪 for 大阪市).
    const readings = p.kind === "city" ? [...p.keywords, `${p.names.ja}市`] : p.keywords;
    add({ id: p.id, kind: p.kind, names: p.names, prefecture: p.prefecture, area: p.area, latitude: p.latitude, longitude: p.longitude, stationId: p.stationId, weight: 100 + (p.popularity ?? 5) }, readings, latin);
  }
  const presetStations = new Set(PRESET_PLACES.map((p) => p.stationId).filter(Boolean));
  const presetCities = new Set(PRESET_PLACES.filter((p) => p.kind === "city").map((p) => `${p.prefecture}${p.names.ja}`));
  const bare = (ja: string) => ja.replace(STATION, "");
  // Stations already listed (presets, network), by name: Ekistamp's copy only adds its reading.
  const known = new Map<string, { latitude: number; longitude: number; index: number }[]>();
  const remember = (ja: string, at: { latitude: number; longitude: number }, index: number) => known.set(bare(ja), [...(known.get(bare(ja)) ?? []), { latitude: at.latitude, longitude: at.longitude, index }]);
  entries.forEach((e, i) => (e.kind === "station" || e.kind === "airport") && remember(e.names.ja, e, i));

  for (const s of networkStations) {
    if (presetStations.has(s.id) || s.kind === "bus") continue;
    remember(s.name.ja, s, entries.length);
    add({ id: s.id, kind: s.kind === "airport" ? "airport" : "station", names: s.name, prefecture: s.prefecture, latitude: s.latitude, longitude: s.longitude, stationId: s.id, weight: 60 }, [], []);
  }
  for (const m of municipalities()) {
    // The ten preset cities already stand for 大阪市, 京都市…
    if (presetCities.has(`${m.prefecture}${m.names.ja.replace(/市$/, "")}`)) continue;
    const weight = (m.kind === "city" ? 30 : m.kind === "ward" ? 20 : 10) + Math.min(m.stations, 60) / 3;
    add({ id: `muni-${m.code}`, kind: "city", names: m.names, prefecture: m.prefecture, latitude: m.latitude, longitude: m.longitude, municipality: m, weight }, [], [m.romaji, m.romaji.replace(/-(shi|ku|chō|machi|son|mura)\b/g, "")]);
  }
  for (const s of railwayStations()) {
    // A station our network or the presets know already (same name, within 1.5 km) is listed once.
    const same = known.get(bare(s.names.ja))?.find((k) => haversineKm(k, s) < 1.5);
    if (same) {
      text.push([normalizeText(s.kana), same.index]);
      roman.push([foldRomaji(s.romaji), same.index]);
      continue;
    }
    add({ id: s.id, kind: "station", names: s.names, prefecture: s.prefecture, latitude: s.latitude, longitude: s.longitude, weight: 0 }, [s.kana], [s.romaji]);
  }
  return { entries, text: table(text), roman: table(roman) };
}

let index: SearchIndex | null = null;

/** The index, built on first use (about 11,000 places). */
export function searchIndex(): SearchIndex {
  index ??= build();
  return index;
}
