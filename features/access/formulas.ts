import { haversineKm } from "@/data/japan";
import {
  DEFAULT_TRANSIT_RANGE,
  DISCOUNT,
  DRIVING_COST,
  ESTIMATE,
  ESTIMATED_FARE,
  GENERIC_FALLBACK,
  POPULARITY,
  TRANSIT_FARE,
  WALKING_MAX_KM,
} from "./constants";
import type { AccessMode, RouteType } from "./types";

// The fare, duration and popularity formulas of the access service (docs/product-rules.md#formulas), pure.

export { haversineKm };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const yen = (v: number) => Math.round(v / 10) * 10;

export interface CostRange {
  fare: number;
  min: number;
  max: number;
}

/** 140 yen + 20 yen per km; range 0.8× to 1.5×. */
export function transitFare(km: number): CostRange {
  const fare = TRANSIT_FARE.base + TRANSIT_FARE.perKm * Math.max(0, km);
  return { fare: yen(fare), min: yen(fare * TRANSIT_FARE.low), max: yen(fare * TRANSIT_FARE.high) };
}

/** 15 yen/km + 24 yen/km of toll beyond 50 km + up to 1,000 yen (parking, 10 yen/km); range 80–120 %. */
export function drivingCost(km: number): CostRange {
  const d = Math.max(0, km);
  const fare = DRIVING_COST.fuelPerKm * d + DRIVING_COST.tollPerKm * Math.max(0, d - DRIVING_COST.tollFreeKm) + Math.min(DRIVING_COST.extraMax, 10 * Math.round(d));
  return { fare: yen(fare), min: yen(fare * DRIVING_COST.low), max: yen(fare * DRIVING_COST.high) };
}

/** km × 25 + 200 yen, when no fare is known. */
export function estimatedFare(km: number): number {
  return yen(Math.max(0, km) * ESTIMATED_FARE.perKm + ESTIMATED_FARE.base);
}

export const WALKING_COST: CostRange = { fare: 0, min: 0, max: 0 };
export const DEFAULT_TRANSIT_COST: CostRange = { fare: DEFAULT_TRANSIT_RANGE.min, min: DEFAULT_TRANSIT_RANGE.min, max: DEFAULT_TRANSIT_RANGE.max };
export const GENERIC = GENERIC_FALLBACK;

/** 90 % of the regular fare; 80 % for the budget route with a seasonal rail pass. */
export function discountedFare(regular: number, budgetRoute = false): number {
  return yen(regular * (budgetRoute ? DISCOUNT.budgetPass : DISCOUNT.regular));
}

/** From 3: +1 train, +1 cheapest fare under 3,000 yen, +1 under 120 minutes; clamped to 1–5. */
export function popularityOf(route: { mode: AccessMode; costMin: number; durationMinutes: number }): number {
  let p = POPULARITY.base;
  if (route.mode === "train") p++;
  if (route.costMin < POPULARITY.cheapUnderYen) p++;
  if (route.durationMinutes < POPULARITY.quickUnderMinutes) p++;
  return clampPopularity(p);
}

export function clampPopularity(p: number): number {
  return clamp(Math.round(Number.isFinite(p) ? p : POPULARITY.base), POPULARITY.min, POPULARITY.max);
}

export function walkingAllowed(km: number): boolean {
  return km < WALKING_MAX_KM;
}

/** Minutes for a trip estimated from the straight-line distance (assumptions in constants.ts). */
export function estimatedMinutes(mode: AccessMode, straightKm: number): number {
  const km = straightKm * ESTIMATE.circuity;
  if (mode === "walking") return Math.max(1, Math.round((km * 1000) / ESTIMATE.walkMetresPerMinute));
  if (mode === "car") return Math.round(ESTIMATE.carOverheadMinutes + (km / ESTIMATE.carKmh) * 60);
  const kmh = km >= ESTIMATE.trainFastFromKm ? ESTIMATE.trainFastKmh : ESTIMATE.trainSlowKmh;
  return Math.round(ESTIMATE.trainOverheadMinutes + (km / kmh) * 60);
}

/** Road or rail distance estimated from the straight line. */
export function travelKm(straightKm: number): number {
  return Math.round(straightKm * ESTIMATE.circuity * 10) / 10;
}

const SHINKANSEN = /新幹線|shinkansen/i;
const EXPRESS = /特急|急行|快速|ライナー|ロマンスカー|スペーシア|limited[\s_-]?express|express|rapid|romancecar|liner/i;

/** A step's train type from its line (or train) name: shinkansen, express, else local. */
export function routeTypeOf(name: string | undefined | null): RouteType {
  if (!name) return "local";
  if (SHINKANSEN.test(name)) return "shinkansen";
  if (EXPRESS.test(name)) return "express";
  return "local";
}
