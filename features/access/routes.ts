import { ALTERNATIVES_PER_KIND, CAR_STEP_LIMIT, DEDUPE_KM, DEDUPE_SECONDS, FALLBACK_PER_MODE, MAX_ROUTES, ROUTES_PER_QUERY, WALKING_STEP_LIMIT } from "./constants";
import type { AccessInfo, TransportOption } from "./types";

// Choosing, ordering and trimming routes (docs/product-rules.md#limits-and-ordering), pure.

type Comparable = Pick<TransportOption, "mode" | "durationMinutes" | "distanceKm">;

/** Same mode, within 300 s and 1 km of each other. Unknown distances compare by time only. */
export function isDuplicate(a: Comparable, b: Comparable): boolean {
  if (a.mode !== b.mode) return false;
  if (Math.abs(a.durationMinutes - b.durationMinutes) * 60 >= DEDUPE_SECONDS) return false;
  if (a.distanceKm === null || b.distanceKm === null) return true;
  return Math.abs(a.distanceKm - b.distanceKm) < DEDUPE_KM;
}

/** Drops later routes that duplicate an earlier one. */
export function dedupe<T extends Comparable>(routes: T[]): T[] {
  const kept: T[] = [];
  for (const r of routes) if (!kept.some((k) => isDuplicate(k, r))) kept.push(r);
  return kept;
}

/** At most 3 routes from each directions query, then deduplicated, then at most 5 in all. */
export function mergeQueries<T extends Comparable>(perQuery: T[][]): T[] {
  return dedupe(perQuery.flatMap((q) => q.slice(0, ROUTES_PER_QUERY))).slice(0, MAX_ROUTES);
}

/** Car steps are cut at 8, walking steps at 6. */
export function limitSteps<T>(mode: TransportOption["mode"], steps: T[]): T[] {
  if (mode === "car") return steps.slice(0, CAR_STEP_LIMIT);
  if (mode === "walking") return steps.slice(0, WALKING_STEP_LIMIT);
  return steps;
}

type Ranked = Pick<TransportOption, "id" | "costMin" | "durationMinutes" | "popularity" | "transfers" | "comfort" | "needsCar">;

const byCost = (a: Ranked, b: Ranked) => a.costMin - b.costMin || a.durationMinutes - b.durationMinutes;
const bySpeed = (a: Ranked, b: Ranked) => a.durationMinutes - b.durationMinutes || a.costMin - b.costMin;
const COMFORT = { high: 0, medium: 1, low: 2 } as const;
const byComfort = (a: Ranked, b: Ranked) => COMFORT[a.comfort] - COMFORT[b.comfort] || a.transfers - b.transfers || b.popularity - a.popularity || bySpeed(a, b);

/** Cheapest, fastest and recommended (most popular, then fastest) among the usable routes. */
export function recommendationsOf(options: Ranked[]): AccessInfo["recommendations"] {
  const usable = options.filter((o) => !o.needsCar);
  const pool = usable.length ? usable : options;
  const first = (cmp: (a: Ranked, b: Ranked) => number) => [...pool].sort(cmp)[0]?.id ?? null;
  return {
    cheapest: first(byCost),
    fastest: first(bySpeed),
    recommended: first((a, b) => b.popularity - a.popularity || bySpeed(a, b)),
  };
}

/** Budget, comfort and speed orderings, up to 3 each. */
export function alternativesOf(options: Ranked[]): AccessInfo["alternatives"] {
  const top = (cmp: (a: Ranked, b: Ranked) => number) => [...options].sort(cmp).slice(0, ALTERNATIVES_PER_KIND).map((o) => o.id);
  return { budget: top(byCost), comfort: top(byComfort), speed: top(bySpeed) };
}

/** The static fallback: the best 3 of each mode (most popular, then fastest). */
export function topPerMode<T extends Pick<TransportOption, "mode" | "popularity" | "durationMinutes">>(routes: T[]): T[] {
  const out: T[] = [];
  for (const mode of ["train", "bus", "car", "walking"] as const) {
    out.push(...routes.filter((r) => r.mode === mode).sort((a, b) => b.popularity - a.popularity || a.durationMinutes - b.durationMinutes).slice(0, FALLBACK_PER_MODE));
  }
  return out;
}
