// Numbers of the access service (docs/product-rules.md#access-and-routes). Where a figure is our
// own assumption rather than a product rule, the comment says where it comes from.

/** Access info cache: 30 minutes. */
export const ACCESS_CACHE_MS = 30 * 60_000;
/** An answer forced by a service that hung: a minute, so the next traveller tries again soon. */
export const FALLBACK_CACHE_MS = 60_000;
/** Directions results cache: 1 hour. */
export const ROUTE_CACHE_MS = 60 * 60_000;
/**
 * The lookup's budget, counted from the request's start: when it is spent the caller is answered
 * from our own static data. Well inside the 5 s promise, so a busy machine still keeps it.
 */
export const ACCESS_BUDGET_MS = 3_500;
/**
 * The longest each source may take of that budget, so that one that hangs leaves time for the
 * next. Directions usually answer in well under a second; the AI gets what is left.
 */
export const SOURCE_BUDGET_MS = { enhanced: 1_500, google_maps: 1_000, ai: Infinity } as const;
/** Outside calls may run this much past the budget: the budget, not their own timeout, decides. */
export const CALL_GRACE_MS = 250;

/** Two routes are the same when they differ by less than this in duration... */
export const DEDUPE_SECONDS = 300;
/** ...and by less than this in distance. */
export const DEDUPE_KM = 1;
export const MAX_ROUTES = 5;
export const ROUTES_PER_QUERY = 3;
export const ALTERNATIVES_PER_KIND = 3;
/** The static fallback shows the top 3 per mode. */
export const FALLBACK_PER_MODE = 3;
export const CAR_STEP_LIMIT = 8;
export const WALKING_STEP_LIMIT = 6;
/** Walking is offered only under this distance. */
export const WALKING_MAX_KM = 10;

export const POPULARITY = { base: 3, min: 1, max: 5, cheapUnderYen: 3000, quickUnderMinutes: 120 } as const;

/** Transit fare estimate: 140 yen plus 20 yen per km, range 0.8× to 1.5×. */
export const TRANSIT_FARE = { base: 140, perKm: 20, low: 0.8, high: 1.5 } as const;
/** Driving: 15 yen/km fuel, 24 yen/km toll beyond 50 km, up to 1,000 yen more; range 80–120 %. */
export const DRIVING_COST = { fuelPerKm: 15, tollPerKm: 24, tollFreeKm: 50, extraMax: 1000, low: 0.8, high: 1.2 } as const;
/** Fare when nothing else is known: km × 25 + 200 yen. */
export const ESTIMATED_FARE = { perKm: 25, base: 200 } as const;
/** Default transit cost range of a directions route without a fare. */
export const DEFAULT_TRANSIT_RANGE = { min: 1000, max: 3000 } as const;
/** Discounted fare: 90 % of regular; 80 % for the budget route with a seasonal pass. */
export const DISCOUNT = { regular: 0.9, budgetPass: 0.8 } as const;
/** Generic fallback when nothing is known about the trip. */
export const GENERIC_FALLBACK = { costMin: 1500, costMax: 4000, minutesMin: 120, minutesMax: 240 } as const;

/**
 * Our own assumptions for routes estimated from the straight-line distance (no directions):
 * - CIRCUITY 1.3: road and rail distance over straight-line distance; studies of road networks
 *   find 1.2–1.4 (Ballou et al. 2002, "Selected country circuity factors for road travel distance
 *   estimation", Transportation Research A 36), Japan's rail lines are close to its roads.
 * - train speed: 150 km/h over long distances (the Tōkaidō Shinkansen runs Tokyo–Shin-Osaka,
 *   552.6 km by rail, in 2 h 27 min, ≈ 225 km/h, so 150 km/h leaves room for changes and
 *   slower lines) and 60 km/h under 100 km (limited expresses and locals with stops); plus 20
 *   minutes to reach and change trains.
 * - car speed: 60 km/h average, expressways and local roads mixed, plus 10 minutes.
 * - walking: 80 m per minute, the standard of Japan's real-estate advertising rules
 *   (不動産の表示に関する公正競争規約施行規則 第9条).
 */
export const ESTIMATE = {
  circuity: 1.3,
  trainFastKmh: 150,
  trainSlowKmh: 60,
  trainFastFromKm: 100,
  trainOverheadMinutes: 20,
  carKmh: 60,
  carOverheadMinutes: 10,
  walkMetresPerMinute: 80,
} as const;

/**
 * Departures this close to Tokyo Station use its hand-checked routes. Anything farther (Shinjuku,
 * Yokohama) gets routes from its own door by the reachability model: no screen shows Tokyo's
 * routes for another place.
 */
export const TOKYO_AREA_KM = 1;
export const DEFAULT_ORIGIN_STATION_ID = "tokyo";
