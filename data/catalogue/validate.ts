import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { haversineKm } from "../japan";
import { SEASON_MONTHS } from "../seasons";
import { HUB_IDS } from "../network/hub-ids";
import {
  destinationSchema,
  hintSchema,
  LANGS,
  spotSchema,
  staticRouteSchema,
  stationSchema,
  staySchema,
  termsSchema,
  type CatalogueDestination,
  type CatalogueHint,
  type CatalogueSpot,
  type CatalogueStaticRoute,
  type CatalogueStation,
  type CatalogueStay,
  type Months,
  type Season,
  type Terms,
} from "./schema";

// Every check the catalogue must pass before anything is seeded or shown: each record against its
// schema (four languages, coordinates in Japan, formats), then across records (stations near
// their destinations, spots near theirs, known references, no duplicate slugs, enough stays, tips
// and spots, translated feature phrases, no Japanese script or punctuation in other languages).

/** A destination's point and its main station, or a spot and its destination, are this close. */
export const MAX_STATION_KM = 30;
export const MAX_SPOT_KM = 30;
export const MIN_STAYS = 3;
export const HINTS_PER_DESTINATION = 6;
export const SPOTS_PER_DESTINATION = 6;
export const MIN_SPOT_CATEGORIES = 4;

export interface Catalogue {
  destinations: CatalogueDestination[];
  stations: CatalogueStation[];
  stays: CatalogueStay[];
  hints: CatalogueHint[];
  spots: CatalogueSpot[];
  terms: Terms;
  staticRoutes: CatalogueStaticRoute[];
  /** Where each set of phrases is defined (the glossary, a destination file), when known. */
  termSets?: { where: string; terms: Terms }[];
  /** The stations the destination files define, before de-duplication, when known. */
  ownStations?: CatalogueStation[];
}

export { SEASON_MONTHS };

/** Whether something on in `months` can be met in any of `wanted`. */
export function onIn(months: Months, wanted: readonly number[]): boolean {
  return months === "all" || months.some((m) => wanted.includes(m));
}

/**
 * A `sources` entry a reader can follow: a public page (http or https) or a path in this repository
 * (with an optional #anchor), each optionally followed by a note.
 */
export function followableSource(entry: string, root = process.cwd()): boolean {
  if (/^https?:\/\/[^\s/]+\.[^\s]+/.test(entry)) return true;
  const file = /^([\w.-]+(?:\/[\w.-]+)+)(#[\w-]+)?(\s|$)/.exec(entry)?.[1];
  return !!file && !file.startsWith("..") && existsSync(path.join(root, file));
}
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
const JAPANESE_PUNCTUATION = /[・「」『』【】〜]/;
const FULL_WIDTH_BRACKETS = /[（）]/;

/** Text in another language that still reads as Japanese: kana, or Japanese punctuation. */
export function foreignTextProblem(lang: (typeof LANGS)[number], text: string): string | null {
  if (lang === "ja") return null;
  if (KANA.test(text)) return "kana";
  if (JAPANESE_PUNCTUATION.test(text)) return "Japanese punctuation";
  if ((lang === "en" || lang === "ko") && FULL_WIDTH_BRACKETS.test(text)) return "full-width brackets";
  return null;
}

/** Every { ja, en, ko, zh } inside a value, with where it is. */
function* localizedTexts(value: unknown, path: string): Generator<[string, Record<string, string>]> {
  if (!value || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* localizedTexts(v, `${path}[${i}]`);
    return;
  }
  const o = value as Record<string, unknown>;
  if (LANGS.every((l) => typeof o[l] === "string")) {
    yield [path, o as Record<string, string>];
    return;
  }
  for (const [k, v] of Object.entries(o)) if (k !== "sources") yield* localizedTexts(v, `${path}.${k}`);
}

export function catalogueProblems(c: Catalogue): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const check = <T>(schema: z.ZodType<T>, items: T[], name: (x: T, i: number) => string) => {
    items.forEach((item, i) => {
      const r = schema.safeParse(item);
      if (!r.success) for (const issue of r.error.issues) say(name(item, i), `${issue.path.join(".")} ${issue.message}`);
      for (const [path, texts] of localizedTexts(item, "")) {
        for (const lang of LANGS) {
          const p = foreignTextProblem(lang, texts[lang]);
          if (p) say(name(item, i), `${path}.${lang} has ${p}: ${texts[lang].slice(0, 50)}`);
        }
      }
    });
  };
  check(stationSchema, c.stations, (s) => `station ${s.id}`);
  check(destinationSchema, c.destinations, (d) => `destination ${d.slug}`);
  check(staySchema, c.stays, (s) => `stay ${s.slug}`);
  check(hintSchema, c.hints, (h) => `hint ${h.destinationSlug}/${h.displayOrder}`);
  check(spotSchema, c.spots, (s, i) => `spot ${s.destinationSlug}/${i}`);
  check(staticRouteSchema, c.staticRoutes, (r) => `route ${r.id}`);
  const terms = termsSchema.safeParse(c.terms);
  if (!terms.success) say("terms", terms.error.message);
  for (const [ja, t] of Object.entries(c.terms)) for (const lang of ["en", "ko", "zh"] as const) {
    const p = foreignTextProblem(lang, t[lang]);
    if (p) say(`term ${ja}`, `${lang} has ${p}`);
  }

  const sourcesOf = (where: string, list: string[] | undefined) => {
    for (const entry of list ?? []) if (!followableSource(entry)) say(where, `source is neither a URL nor a path in the repository: ${entry.slice(0, 60)}`);
  };
  for (const s of c.stations) sourcesOf(`station ${s.id}`, s.sources);
  for (const s of c.stays) sourcesOf(`stay ${s.slug}`, s.sources);
  for (const [i, s] of c.spots.entries()) sourcesOf(`spot ${s.destinationSlug}/${i}`, s.sources);
  for (const d of c.destinations) {
    sourcesOf(`destination ${d.slug}`, d.sources);
    for (const l of d.lastLegs ?? []) sourcesOf(`destination ${d.slug} last leg to ${l.toStation}`, l.sources);
    for (const r of [d.byRoad, ...(d.moreRoads ?? [])]) if (r) sourcesOf(`destination ${d.slug} by road from ${r.fromHub}`, r.sources);
  }

  const monthList = (where: string, months: Months | undefined) => {
    if (Array.isArray(months) && new Set(months).size !== months.length) say(where, "months listed twice");
  };
  for (const d of c.destinations) {
    (d.highlights ?? []).forEach((h, i) => monthList(`destination ${d.slug} highlight ${i + 1}`, h.months));
    // A season in which a selling point is not on changes the place's character: say what it is like then.
    for (const season of Object.keys(SEASON_MONTHS) as Season[]) {
      const off = (d.highlights ?? []).filter((h) => (h.months === "all" || h.months?.length) && !onIn(h.months, SEASON_MONTHS[season]));
      if (off.length > 0 && !d.seasonLines?.[season]) say(`destination ${d.slug}`, `no ${season} line although "${off[0].text.en}" is not on then`);
    }
  }
  for (const h of c.hints) monthList(`hint ${h.destinationSlug}/${h.displayOrder}`, h.months);
  for (const [i, s] of c.spots.entries()) monthList(`spot ${s.destinationSlug}/${i}`, s.months);

  // One translation per phrase: a phrase defined in two places must not read two ways.
  const firstDefinition = new Map<string, { where: string; t: Terms[string] }>();
  for (const set of c.termSets ?? []) {
    for (const [ja, t] of Object.entries(set.terms)) {
      const before = firstDefinition.get(ja);
      if (!before) firstDefinition.set(ja, { where: set.where, t });
      else if (before.t.en !== t.en || before.t.ko !== t.ko || before.t.zh !== t.zh) say(`term ${ja}`, `translated two ways (${before.where}, ${set.where})`);
      else say(`term ${ja}`, `defined twice (${before.where}, ${set.where}): keep it in the glossary only`);
    }
  }

  const duplicates = (ids: string[], what: string) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) say(what, `duplicate ${id}`);
      seen.add(id);
    }
  };
  duplicates(c.destinations.map((d) => d.slug), "destinations");
  duplicates(c.stations.map((s) => s.id), "stations");
  // A station is defined once, by one destination file, and never over a network hub.
  duplicates((c.ownStations ?? []).map((s) => s.id), "stations defined in destination files");
  for (const s of c.ownStations ?? []) if (HUB_IDS[s.id as keyof typeof HUB_IDS]) say(`station ${s.id}`, "defined over a network hub of the same id");
  duplicates(c.stays.map((s) => s.slug), "stays");
  duplicates(c.staticRoutes.map((r) => r.id), "static routes");

  const stations = new Map(c.stations.map((s) => [s.id, s]));
  const hubs = new Set(Object.keys(HUB_IDS));
  const known = (id: string) => stations.has(id) || hubs.has(id);
  const bySlug = new Map(c.destinations.map((d) => [d.slug, d]));
  for (const d of c.destinations) {
    const w = `destination ${d.slug}`;
    const main = stations.get(d.mainStationId);
    if (!main && !hubs.has(d.mainStationId)) say(w, `main station ${d.mainStationId} is not in the catalogue`);
    if (main && haversineKm(main, d) > MAX_STATION_KM) say(w, `main station ${haversineKm(main, d).toFixed(1)} km away (over ${MAX_STATION_KM})`);
    for (const a of d.alternativeStationIds) if (!known(a)) say(w, `alternative station ${a} is not in the catalogue`);
    for (const leg of d.lastLegs) {
      if (!hubs.has(leg.fromHub)) say(w, `last leg from an unknown hub ${leg.fromHub}`);
      if (!known(leg.toStation)) say(w, `last leg to an unknown station ${leg.toStation}`);
    }
    for (const r of [d.byRoad, ...(d.moreRoads ?? [])]) if (!hubs.has(r.fromHub)) say(w, `road from an unknown hub ${r.fromHub}`);
    const stays = c.stays.filter((s) => s.destinationSlug === d.slug);
    if (stays.length < MIN_STAYS) say(w, `${stays.length} stays (at least ${MIN_STAYS})`);
    const hints = c.hints.filter((h) => h.destinationSlug === d.slug);
    if (hints.length !== HINTS_PER_DESTINATION) say(w, `${hints.length} tips (${HINTS_PER_DESTINATION} wanted)`);
    if (new Set(hints.map((h) => h.category)).size < 5) say(w, "tips do not cover the five categories");
    const spots = c.spots.filter((s) => s.destinationSlug === d.slug);
    if (spots.length < SPOTS_PER_DESTINATION) say(w, `${spots.length} spots (at least ${SPOTS_PER_DESTINATION})`);
    if (new Set(spots.map((s) => s.category)).size < MIN_SPOT_CATEGORIES) say(w, `spots cover fewer than ${MIN_SPOT_CATEGORIES} categories`);
    for (const s of spots) if (haversineKm(s, d) > MAX_SPOT_KM) say(`spot ${s.name.ja}`, `${haversineKm(s, d).toFixed(1)} km from ${d.slug} (over ${MAX_SPOT_KM})`);
  }
  for (const s of c.stays) {
    const d = bySlug.get(s.destinationSlug);
    if (!d) say(`stay ${s.slug}`, `unknown destination ${s.destinationSlug}`);
    else if (haversineKm(s, d) > MAX_SPOT_KM) say(`stay ${s.slug}`, `${haversineKm(s, d).toFixed(1)} km from its destination`);
    if (s.priceBand.min > s.priceBand.max) say(`stay ${s.slug}`, "price band upside down");
    for (const phrase of [...s.features, ...s.amenities]) if (!c.terms[phrase]) say(`stay ${s.slug}`, `phrase without translations: ${phrase}`);
  }
  for (const h of c.hints) if (!bySlug.has(h.destinationSlug)) say(`hint ${h.destinationSlug}`, "unknown destination");
  for (const s of c.spots) if (!bySlug.has(s.destinationSlug)) say(`spot ${s.name.ja}`, "unknown destination");
  for (const r of c.staticRoutes) {
    if (!bySlug.has(r.destinationSlug)) say(`route ${r.id}`, "unknown destination");
    // What a route says of its changes agrees with its steps: one change between two rides.
    const rides = r.steps.filter((s) => s.trainType && s.trainType !== "walk" && s.trainType !== "car").length;
    if (r.mode !== "car" && r.mode !== "walking" && rides > 0 && r.transfers !== rides - 1) say(`route ${r.id}`, `${r.transfers} changes but ${rides} rides in its steps`);
    if (r.transfers > 0 && /乗り換えなし|直通/.test(r.title.ja) && !/から/.test(r.title.ja)) say(`route ${r.id}`, "the title promises no change but the route has one");
    if (!known(r.originStationId)) say(`route ${r.id}`, `unknown origin ${r.originStationId}`);
  }
  return problems;
}
