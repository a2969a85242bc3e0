import type { ByRoad, Localized } from "@/data/catalogue/schema";
import { haversineKm } from "@/data/japan";
import type { NodeId } from "@/data/network";
import { drivingCost } from "../formulas";
import {
  DIRECT_DRIVE_EXTRA_MINUTES,
  DIRECT_DRIVE_KMH,
  DIRECT_DRIVE_MAX_KM,
  FIRST_LEG_ROAD_NODES,
  LOCAL_CIRCUITY,
  LOCAL_DRIVE_KMH,
  LONG_DRIVE_CIRCUITY,
  LONG_DRIVE_KMH,
  ROAD_KMH,
  SHORT_DRIVE_MAX_KM,
  SNOW_FACTOR,
} from "./constants";
import { landMass, roadGraph } from "./graph";
import { roadsOf } from "./last-legs";
import { nearest } from "./transit";
import type { CarReach, Point } from "./types";

// By car: a shortest path over the road network to the hubs, then the destination's own roads from
// those hubs stretch by stretch (each class at its speed, slower on snow in the trip's months). A
// road closed in the trip's months is taken only when no open road reaches the place.

export interface Drive {
  minutes: number;
  km: number;
  tollYen: number;
  ferryYen: number;
}

/** The destination's own road from its hub: each stretch at its class's speed, slower where snow lies in the trip's months. */
export function drive(r: ByRoad, months: readonly number[]): { minutes: number; km: number; snow: boolean; closed: Localized | null } {
  const snow = Boolean(r.snowMonths?.some((m) => months.includes(m)));
  const hours = r.stretches.reduce((t, s) => t + (s.km / ROAD_KMH[s.road]) * (snow ? SNOW_FACTOR[s.road] : 1), 0);
  const closed = r.closed && r.closed.months.some((m) => months.includes(m)) ? r.closed.what : null;
  return { minutes: Math.round(hours * 60), km: r.stretches.reduce((t, s) => t + s.km, 0), snow, closed };
}

export function roadFrom(origin: Point): Map<NodeId, Drive> {
  const best = new Map<NodeId, Drive>();
  for (const s of nearest(origin, FIRST_LEG_ROAD_NODES, (id) => roadGraph.has(id))) {
    const km = s.km * LOCAL_CIRCUITY;
    best.set(s.id, { minutes: Math.round((km / LOCAL_DRIVE_KMH) * 60), km, tollYen: 0, ferryYen: 0 });
  }
  const done = new Set<NodeId>();
  for (;;) {
    let here: NodeId | null = null;
    for (const [id, d] of best) if (!done.has(id) && (here === null || d.minutes < best.get(here)!.minutes)) here = id;
    if (here === null) return best;
    done.add(here);
    const at = best.get(here)!;
    for (const e of roadGraph.get(here) ?? []) {
      const minutes = at.minutes + e.minutes;
      if ((best.get(e.to)?.minutes ?? Infinity) <= minutes) continue;
      best.set(e.to, { minutes, km: at.km + e.km, tollYen: at.tollYen + e.tollYen, ferryYen: at.ferryYen + e.ferryFareYen });
    }
  }
}

function carCost(d: Drive): CarReach["costYen"] {
  const formula = drivingCost(d.km);
  const extra = d.ferryYen;
  return { fare: formula.fare + extra, min: formula.min + extra, max: formula.max + extra };
}

type Found = Drive & { snow: boolean; closed: Localized | null };

/** A place the catalogue says nothing about: the nearest road nodes, or the straight drive on the same land mass. */
function driveUnknown(origin: Point, target: Point, roads: Map<NodeId, Drive>): Found | null {
  let best: Found | null = null;
  const consider = (d: Drive) => {
    if (!best || d.minutes < best.minutes) best = { ...d, snow: false, closed: null };
  };
  for (const h of nearest(target, 3, (id) => roads.has(id))) {
    const at = roads.get(h.id)!;
    const km = h.km * LOCAL_CIRCUITY;
    consider({ minutes: at.minutes + Math.round((km / LOCAL_DRIVE_KMH) * 60), km: at.km + km, tollYen: at.tollYen, ferryYen: at.ferryYen });
  }
  const straight = haversineKm(origin, target);
  const sameLand = landMass.get(nearest(origin, 1, (id) => landMass.has(id))[0]!.id) === landMass.get(nearest(target, 1, (id) => landMass.has(id))[0]!.id);
  const long = straight > SHORT_DRIVE_MAX_KM;
  const directKm = straight * (long ? LONG_DRIVE_CIRCUITY : LOCAL_CIRCUITY);
  const speed = long ? LONG_DRIVE_KMH.from + (LONG_DRIVE_KMH.to - LONG_DRIVE_KMH.from) * Math.min(1, (straight - SHORT_DRIVE_MAX_KM) / LONG_DRIVE_KMH.overKm) : DIRECT_DRIVE_KMH;
  if (sameLand && straight <= DIRECT_DRIVE_MAX_KM) consider({ minutes: Math.round(DIRECT_DRIVE_EXTRA_MINUTES + (directKm / speed) * 60), km: directKm, tollYen: 0, ferryYen: 0 });
  return best;
}

/** By car to a destination from an origin whose road table is `roads`, in the trip's months. */
export function carTo(origin: Point, target: Point & { slug: string }, roads: Map<NodeId, Drive>, months: readonly number[]): CarReach | null {
  const own = roadsOf(target.slug);
  let open: Found | null = null;
  let shut: Found | null = null;
  for (const r of own) {
    const at = roads.get(r.fromHub as NodeId);
    if (!at) continue;
    const road = drive(r, months);
    const d: Found = { minutes: at.minutes + road.minutes, km: at.km + road.km, tollYen: at.tollYen, ferryYen: at.ferryYen, snow: road.snow, closed: road.closed };
    if (road.closed) {
      if (!shut || d.minutes < shut.minutes) shut = d;
    } else if (!open || d.minutes < open.minutes) open = d;
  }
  const found = own.length ? (open ?? shut) : driveUnknown(origin, target, roads);
  return found ? { minutes: found.minutes, km: Math.round(found.km), costYen: carCost(found), snow: found.snow, closed: found.closed } : null;
}
