import { reachFrom, originKey, type Origin } from "@/features/access/server";
import type { Season } from "@/data/catalogue/schema";
import { daysBetween, type IsoDate } from "@/lib/japan-time";
import { isOn, monthsKey, seasonOfTrip, tripMonths } from "@/lib/months";
import { budgetForNights, type ReachLimit } from "@/features/trip";
import type { CatalogueDestination, CataloguePool } from "./catalogue";
import type { WeightedEntry } from "./fair-draw";

// Which of a mood set's destinations the traveller can reach for this trip, and in what order the
// draw tries them (docs/product-rules.md#draw-from-the-departure). Door to door, by train or by car
// when the traveller has one, within a budget set by the trip's length; when fewer than
// MIN_ELIGIBLE fit, the budget widens in steps. Destinations in their best season, with their
// selling points on during the trip, come up more often.

/** Fewer eligible than this and the budget widens, WIDEN_STEP_MINUTES at a time, up to MAX_BUDGET_MINUTES. */
export const MIN_ELIGIBLE = 3;
export const WIDEN_STEP_MINUTES = 60;
export const MAX_BUDGET_MINUTES = 24 * 60;
/** A destination in its best season, everything it sells on during the trip, is this many times as likely to come up first. */
export const SEASON_WEIGHT = 2;
/** However little of a destination is on, it keeps this share of its weight: out of season is rarer, never impossible. */
export const OFF_SEASON_FLOOR = 0.25;

// The trip length's budget lives with the traveller's own limit (features/trip/reach-limit.ts).
export { budgetForNights, TRIP_BUDGET_MINUTES } from "@/features/trip";

/** Japan's seasons by month: spring March–May, summer June–August, autumn September–November, winter December–February. */
export function seasonOf(date: IsoDate): Season {
  return seasonOfTrip([Number(date.slice(5, 7))]);
}

export interface TripShape {
  origin: Origin;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  hasCar: boolean;
  /** The traveller's own 'how far' (instead of the trip length's budget); a strict one never widens. */
  limit?: ReachLimit | null;
}

export interface Reachable {
  destinations: CatalogueDestination[];
  /** The same destinations' ids, to count what a visitor has seen of them. */
  ids: Set<string>;
  /** The budget the draw used, in minutes (the trip's own, or widened). */
  budgetMinutes: number;
  widened: boolean;
  /** The traveller set a hard limit (1–4 h, or an arrival time): nothing past it, even when little fits. */
  strict: boolean;
  /** How many of the mood set's destinations were left out as too far. */
  tooFar: number;
  season: Season;
  /** The months the trip touches (today's month when it has no dates). */
  months: number[];
}

/** Door-to-door minutes by the traveller's means; null when it cannot be reached at all. */
export function doorToDoor(d: CatalogueDestination, origin: Origin, hasCar: boolean): number | null {
  const reach = reachFrom(origin).to({ slug: d.slug, latitude: d.latitude, longitude: d.longitude, station: d.station });
  const times = [reach.train?.minutes, hasCar ? reach.car?.minutes : undefined].filter((m): m is number => m !== undefined);
  return times.length ? Math.min(...times) : null;
}

// One answer per pool, origin, trip length and car: the pool is replaced on reload, so is this.
const answers = new WeakMap<CataloguePool, Map<string, Reachable>>();
const MAX_ANSWERS_PER_POOL = 512;

export function reachable(pool: CataloguePool, trip: TripShape): Reachable {
  const nights = trip.checkIn && trip.checkOut ? daysBetween(trip.checkIn, trip.checkOut) : 1;
  const months = tripMonths(trip.checkIn, trip.checkOut);
  const season = seasonOfTrip(months);
  const limit = trip.limit ?? null;
  const key = `${originKey(trip.origin)}|${nights}|${trip.hasCar}|${monthsKey(months)}|${limit ? `${limit.minutes}${limit.strict ? "!" : ""}` : ""}`;
  let perPool = answers.get(pool);
  if (!perPool) answers.set(pool, (perPool = new Map()));
  const hit = perPool.get(key);
  if (hit) return hit;

  const timed = pool.destinations.map((d) => ({ d, minutes: doorToDoor(d, trip.origin, trip.hasCar) }));
  const own = limit?.minutes ?? budgetForNights(nights);
  const strict = limit?.strict ?? false;
  // A small mood set (a prefecture filter) may hold fewer than three: then as many as can be reached.
  const wanted = strict ? 0 : Math.min(MIN_ELIGIBLE, timed.filter((t) => t.minutes !== null).length);
  let budget = own;
  let within = timed.filter((t) => t.minutes !== null && t.minutes <= budget);
  while (within.length < wanted && budget < MAX_BUDGET_MINUTES) {
    budget += WIDEN_STEP_MINUTES;
    within = timed.filter((t) => t.minutes !== null && t.minutes <= budget);
  }
  // Nothing reachable at all (no network near the start): everything the filters chose, unless
  // the traveller set a hard limit (then an empty answer, which the draw reports as such).
  const answer: Reachable =
    within.length || strict
      ? { destinations: within.map((t) => t.d), ids: new Set(within.map((t) => t.d.id)), budgetMinutes: budget, widened: budget > own, strict, tooFar: timed.length - within.length, season, months }
      : { destinations: pool.destinations, ids: new Set(pool.destinations.map((d) => d.id)), budgetMinutes: budget, widened: true, strict, tooFar: 0, season, months };
  if (perPool.size >= MAX_ANSWERS_PER_POOL) perPool.clear();
  perPool.set(key, answer);
  return answer;
}

/** What weighs on a destination's draw: SEASON_WEIGHT in its best season (else 1), and the share of its selling points on (null when it lists none). */
export function weightFactors(d: Pick<CatalogueDestination, "bestSeasons" | "highlights">, season: Season, months: readonly number[]): { season: number; onShare: number | null } {
  const best = d.bestSeasons.includes(season) ? SEASON_WEIGHT : 1;
  if (!d.highlights.length) return { season: best, onShare: null };
  return { season: best, onShare: d.highlights.filter((h) => isOn(h.months, months)).length / d.highlights.length };
}

/**
 * How strongly a destination is drawn for a trip in these months: SEASON_WEIGHT in its best season,
 * 1 otherwise, times the share of its selling points on during the trip (at least OFF_SEASON_FLOOR).
 */
export function seasonWeight(d: Pick<CatalogueDestination, "bestSeasons" | "highlights">, season: Season, months: readonly number[]): number {
  const f = weightFactors(d, season, months);
  return f.onShare === null ? f.season : f.season * Math.max(OFF_SEASON_FLOOR, f.onShare);
}

// The weighted pool of an answer, computed once per answer (answers are cached above).
const weighted = new WeakMap<Reachable, WeightedEntry[]>();

/** The reachable destinations with their weights, in the pool's order: what the draw and its check use. */
export function weightedEntries(reach: Reachable): WeightedEntry[] {
  let entries = weighted.get(reach);
  if (!entries) weighted.set(reach, (entries = reach.destinations.map((d) => ({ id: d.id, weight: seasonWeight(d, reach.season, reach.months) }))));
  return entries;
}
