import { destinations as catalogue } from "@/data/catalogue";
import type { ByRoad, LastLeg, Localized, Onward } from "@/data/catalogue/schema";
import { haversineKm } from "@/data/japan";
import { jrFares, type FareBand, type NodeId } from "@/data/network";
import { drivingCost, estimatedFare, transitFare } from "../formulas";
import {
  AT_HUB_KM,
  DIRECT_DRIVE_EXTRA_MINUTES,
  DIRECT_DRIVE_KMH,
  DIRECT_DRIVE_MAX_KM,
  LONG_DRIVE_CIRCUITY,
  LONG_DRIVE_KMH,
  SHORT_DRIVE_MAX_KM,
  FIRST_LEG_HUBS,
  FIRST_LEG_ROAD_NODES,
  ISLAND_JR_FACTOR,
  ISLAND_JR_OPERATORS,
  LOCAL_CIRCUITY,
  LOCAL_DRIVE_KMH,
  LOCAL_TRANSIT_KMH,
  LOCAL_WAIT_MINUTES,
  MAX_WAIT_MINUTES,
  ROAD_KMH,
  SERVICE_DAY_MINUTES,
  SNOW_FACTOR,
  TIMED_TRANSFER_NODES,
  TRANSFER_MINUTES,
  WALK_METRES_PER_MINUTE,
} from "./constants";
import { landMass, nodes, roadGraph, transitGraph, type TransitEdge } from "./graph";

// The offline reachability model: from any point in Japan to any destination, by public transport
// and by car. A first leg to the nearest hubs, a shortest path over the network (a change of train
// costs TRANSFER_MINUTES), and the destination's own last leg from the catalogue (or, for a
// destination the catalogue does not know, a local leg from the nearest hub). Train fares follow
// the JR fare structure by distance plus express charges; other lines their read fares; car costs
// the product's driving formula. Everything it returns is an estimate, held to real journeys by
// data/network/journeys.ts (see reach.test.ts).

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Origin extends Point {
  /** A network hub id when the traveller leaves from that station. */
  stationId?: string;
}

/** A destination as the model needs it: the catalogue's legs are found by slug. */
export interface ReachTarget extends Point {
  slug: string;
  station?: Point | null;
}

export interface Segment {
  kind: TransitEdge["kind"] | "first" | "last" | "onward";
  from: Localized | null;
  to: Localized | null;
  line: Localized | null;
  service: Localized | null;
  minutes: number;
}

export interface TrainReach {
  minutes: number;
  fareYen: number;
  changes: number;
  segments: Segment[];
}

export interface CarReach {
  minutes: number;
  km: number;
  costYen: { fare: number; min: number; max: number };
  /** The road's last stretches lie under snow in the trip's months: the time counts it. */
  snow: boolean;
  /** A road or pass on the way closed in the trip's months. */
  closed: Localized | null;
}

export interface Reach {
  train: TrainReach | null;
  car: CarReach | null;
}

const LOCAL_LEG = { ja: "最寄りの駅まで", en: "to the nearest station", ko: "가까운 역까지", zh: "前往最近的车站" } satisfies Localized;

const legs = new Map(catalogue.map((d) => [d.slug, { lastLegs: d.lastLegs, byRoad: d.byRoad, moreRoads: d.moreRoads ?? [] }]));

/** Every road the catalogue gives a destination, from each of its hubs. */
function roadsOf(slug: string): ByRoad[] {
  const own = legs.get(slug);
  return own ? [own.byRoad, ...own.moreRoads] : [];
}

/** Waiting for a service that runs `perDay` times a day: half the average gap, at most MAX_WAIT_MINUTES. */
export function waitFor(perDay: number | undefined): number {
  if (!perDay) return 0;
  return Math.min(MAX_WAIT_MINUTES, Math.round(SERVICE_DAY_MINUTES / perDay / 2));
}

/** The onward stretch from the station to the place: its ride and its wait. */
function onwardMinutes(o: Onward): number {
  return o.minutes + waitFor(o.perDay);
}

/** A last leg door to door: its wait, the ride, then the onward stretch to the place itself. */
export function lastLegMinutes(l: LastLeg): number {
  return waitFor(l.perDay) + l.minutes + (l.onward ? onwardMinutes(l.onward) : 0);
}

/** The destination's own road from its hub: each stretch at its class's speed, slower where snow lies in the trip's months. */
export function drive(r: ByRoad, months: readonly number[]): { minutes: number; km: number; snow: boolean; closed: Localized | null } {
  const snow = Boolean(r.snowMonths?.some((m) => months.includes(m)));
  const hours = r.stretches.reduce((t, s) => t + (s.km / ROAD_KMH[s.road]) * (snow ? SNOW_FACTOR[s.road] : 1), 0);
  const closed = r.closed && r.closed.months.some((m) => months.includes(m)) ? r.closed.what : null;
  return { minutes: Math.round(hours * 60), km: r.stretches.reduce((t, s) => t + s.km, 0), snow, closed };
}
const round10 = (n: number) => Math.round(n / 10) * 10;

function band(bands: FareBand[], km: number): number {
  const k = Math.ceil(km);
  for (const b of bands) if (k <= b.maxKm) return b.yen;
  return bands[bands.length - 1]!.yen;
}

/** Minutes over land without a timetable: walking under a kilometre, else local transit and a wait. */
function localMinutes(straightKm: number): number {
  if (straightKm <= AT_HUB_KM) return 0;
  if (straightKm < 1) return Math.round((straightKm * LOCAL_CIRCUITY * 1000) / WALK_METRES_PER_MINUTE);
  return Math.round(LOCAL_WAIT_MINUTES + ((straightKm * LOCAL_CIRCUITY) / LOCAL_TRANSIT_KMH) * 60);
}

function localFare(straightKm: number): number {
  return straightKm < 1 ? 0 : transitFare(straightKm * LOCAL_CIRCUITY).fare;
}

function nearest(point: Point, count: number, among: (id: NodeId) => boolean): { id: NodeId; km: number }[] {
  return [...nodes.values()]
    .filter((n) => among(n.id))
    .map((n) => ({ id: n.id, km: haversineKm(point, n) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

// ---- public transport: Dijkstra over (node, line, service) states ----

interface State {
  node: NodeId;
  line: string;
  service: string;
  kind: TransitEdge["kind"] | "";
  minutes: number;
  prev: State | null;
  edge: TransitEdge | null;
}

function transitFrom(origin: Origin): Map<NodeId, State> {
  const starts = nearest(origin, FIRST_LEG_HUBS, (id) => transitGraph.has(id));
  if (origin.stationId && transitGraph.has(origin.stationId as NodeId) && !starts.some((s) => s.id === origin.stationId)) starts.unshift({ id: origin.stationId as NodeId, km: 0 });
  const best = new Map<string, State>();
  const open: State[] = [];
  for (const s of starts) {
    const minutes = s.id === origin.stationId ? 0 : localMinutes(s.km);
    const state: State = { node: s.id, line: "", service: "", kind: "", minutes, prev: null, edge: null };
    best.set(`${s.id}##`, state);
    open.push(state);
  }
  const done = new Set<State>();
  // A few hundred states: a linear scan for the next one is fast enough, and the result is cached.
  for (;;) {
    let here: State | null = null;
    for (const s of open) if (!done.has(s) && (here === null || s.minutes < here.minutes)) here = s;
    if (!here) break;
    done.add(here);
    for (const e of transitGraph.get(here.node) ?? []) {
      // No doubling back to a station the express just passed (Nozomi past Odawara, then back).
      if (here.edge?.skips.includes(e.to)) continue;
      const through = (e.kind === "shinkansen" && here.kind === "shinkansen") || TIMED_TRANSFER_NODES.includes(here.node);
      const changes = here.edge !== null && e.line.en !== here.line && e.service.en !== here.service && !through;
      const minutes = here.minutes + e.minutes + (changes ? TRANSFER_MINUTES : 0);
      const key = `${e.to}#${e.line.en}#${e.service.en}`;
      const known = best.get(key);
      if (known && known.minutes <= minutes) continue;
      const next: State = { node: e.to, line: e.line.en, service: e.service.en, kind: e.kind, minutes, prev: here, edge: e };
      best.set(key, next);
      open.push(next);
    }
  }
  const byNode = new Map<NodeId, State>();
  for (const s of best.values()) if (!byNode.has(s.node) || byNode.get(s.node)!.minutes > s.minutes) byNode.set(s.node, s);
  return byNode;
}

function pathOf(state: State): TransitEdge[] {
  const out: TransitEdge[] = [];
  for (let s: State | null = state; s?.edge; s = s.prev) out.unshift(s.edge);
  return out;
}

/** The fare of a path: JR by its total distance and express charges, others as read (or estimated). */
export function pathFare(path: TransitEdge[]): number {
  const jr = path.filter((e) => e.operator.startsWith("JR") && e.kind !== "ferry");
  let fare = 0;
  if (jr.length) {
    const km = jr.reduce((t, e) => t + e.km, 0);
    const island = jr.some((e) => ISLAND_JR_OPERATORS.some((o) => e.operator.includes(o)));
    fare += band(jrFares.trunkBands, km) * (island ? ISLAND_JR_FACTOR : 1);
    const shinkansenKm = jr.filter((e) => e.kind === "shinkansen").reduce((t, e) => t + e.km, 0);
    if (shinkansenKm > 0) fare += band(jrFares.shinkansenBands, shinkansenKm);
    const expressKm = jr.filter((e) => e.kind === "limited_express").reduce((t, e) => t + e.km, 0);
    if (expressKm > 0) fare += band(jrFares.limitedExpressBands, expressKm);
  }
  for (const e of path) {
    if (jr.includes(e)) continue;
    if (e.kind === "transfer") continue;
    fare += (e.fareYen ?? estimatedFare(e.km)) + (e.chargeYen ?? 0);
  }
  return round10(fare);
}

function segmentsOf(path: TransitEdge[]): { segments: Segment[]; changes: number } {
  const segments: Segment[] = [];
  for (const e of path) {
    const last = segments[segments.length - 1];
    if (last && last.kind === e.kind && last.line?.en === e.line.en && last.service?.en === e.service.en) {
      last.to = nodes.get(e.to)!.name;
      last.minutes += e.minutes;
      continue;
    }
    segments.push({ kind: e.kind, from: nodes.get(e.from)!.name, to: nodes.get(e.to)!.name, line: e.line, service: e.service, minutes: e.minutes });
  }
  return { segments, changes: Math.max(0, segments.filter((s) => s.kind !== "transfer").length - 1) };
}

// ---- by car: Dijkstra over road nodes ----

interface Drive {
  minutes: number;
  km: number;
  tollYen: number;
  ferryYen: number;
}

function roadFrom(origin: Point): Map<NodeId, Drive> {
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

// ---- per origin, cached ----

/** When the trip is: roads under snow and closed passes depend on its months. */
export interface TripWhen {
  months?: readonly number[];
}

export interface ReachTable {
  to(target: ReachTarget, when?: TripWhen): Reach;
  /** Public transport to a network node (hub or port), for the model's own checks. */
  trainToNode(node: NodeId): { minutes: number; fareYen: number } | null;
}

function table(origin: Origin): ReachTable {
  const transit = transitFrom(origin);
  const roads = roadFrom(origin);
  const memo = new Map<string, Reach>();

  const train = (target: ReachTarget): TrainReach | null => {
    const own = legs.get(target.slug)?.lastLegs;
    const end = target.station ?? target;
    const options = own?.length
      ? own.map((l) => ({ hub: l.fromHub as NodeId, minutes: lastLegMinutes(l), fare: l.fareYen + (l.onward?.fareYen ?? 0), via: l.via, onward: l.onward ?? null }))
      : nearest(end, 3, (id) => transit.has(id)).map((h) => ({ hub: h.id, minutes: localMinutes(h.km), fare: localFare(h.km), via: LOCAL_LEG, onward: null }));
    let bestReach: TrainReach | null = null;
    for (const o of options) {
      const at = transit.get(o.hub);
      if (!at) continue;
      // The traveller is already there when the last leg starts where they do.
      const change = at.edge ? TRANSFER_MINUTES : 0;
      const minutes = at.minutes + change + o.minutes;
      if (bestReach && bestReach.minutes <= minutes) continue;
      const path = pathOf(at);
      const { segments, changes } = segmentsOf(path);
      const firstHub = path[0]?.from ?? o.hub;
      const firstKm = origin.stationId === firstHub ? 0 : haversineKm(origin, nodes.get(firstHub)!);
      const first: Segment[] = firstKm > AT_HUB_KM ? [{ kind: "first", from: null, to: nodes.get(firstHub)!.name, line: null, service: null, minutes: localMinutes(firstKm) }] : [];
      const onward = o.onward;
      const lastMinutes = onward ? o.minutes - onwardMinutes(onward) : o.minutes;
      const last: Segment[] = [{ kind: "last", from: nodes.get(o.hub)!.name, to: null, line: o.via, service: null, minutes: lastMinutes }];
      if (onward) last.push({ kind: "onward", from: null, to: null, line: onward.via, service: null, minutes: onwardMinutes(onward) });
      bestReach = {
        minutes,
        fareYen: round10(pathFare(path) + o.fare + (first.length ? localFare(firstKm) : 0)),
        changes: changes + (path.length ? 1 : 0) + (onward && onward.mode !== "walk" ? 1 : 0),
        segments: [...first, ...segments, ...last],
      };
    }
    return bestReach;
  };

  const car = (target: ReachTarget, months: readonly number[]): CarReach | null => {
    const ownRoads = roadsOf(target.slug);
    let best: (Drive & { snow: boolean; closed: Localized | null }) | null = null;
    const consider = (d: Drive, snow = false, closed: Localized | null = null) => {
      if (!best || d.minutes < best.minutes) best = { ...d, snow, closed };
    };
    if (ownRoads.length) {
      // The destination's own roads from its hubs, each stretch by its class (and the season's snow).
      for (const own of ownRoads) {
        const at = roads.get(own.fromHub as NodeId);
        if (!at) continue;
        const road = drive(own, months);
        consider({ minutes: at.minutes + road.minutes, km: at.km + road.km, tollYen: at.tollYen, ferryYen: at.ferryYen }, road.snow, road.closed);
      }
    } else {
      for (const h of nearest(target, 3, (id) => roads.has(id))) {
        const at = roads.get(h.id)!;
        const km = h.km * LOCAL_CIRCUITY;
        consider({ minutes: at.minutes + Math.round((km / LOCAL_DRIVE_KMH) * 60), km: at.km + km, tollYen: at.tollYen, ferryYen: at.ferryYen });
      }
      // A place the catalogue says nothing about, off the network's way: the straight drive, on the same land mass.
      const straight = haversineKm(origin, target);
      const sameLand = landMass.get(nearest(origin, 1, (id) => landMass.has(id))[0]!.id) === landMass.get(nearest(target, 1, (id) => landMass.has(id))[0]!.id);
      const long = straight > SHORT_DRIVE_MAX_KM;
      const directKm = straight * (long ? LONG_DRIVE_CIRCUITY : LOCAL_CIRCUITY);
      const speed = long ? LONG_DRIVE_KMH.from + (LONG_DRIVE_KMH.to - LONG_DRIVE_KMH.from) * Math.min(1, (straight - SHORT_DRIVE_MAX_KM) / LONG_DRIVE_KMH.overKm) : DIRECT_DRIVE_KMH;
      if (sameLand && straight <= DIRECT_DRIVE_MAX_KM) consider({ minutes: Math.round(DIRECT_DRIVE_EXTRA_MINUTES + (directKm / speed) * 60), km: directKm, tollYen: 0, ferryYen: 0 });
    }
    const found = best as (Drive & { snow: boolean; closed: Localized | null }) | null;
    return found ? { minutes: found.minutes, km: Math.round(found.km), costYen: carCost(found), snow: found.snow, closed: found.closed } : null;
  };

  return {
    to(target, when = {}) {
      const months = when.months ?? [];
      const key = `${target.slug}|${months.join(",")}`;
      const hit = memo.get(key);
      if (hit) return hit;
      const reach = { train: train(target), car: car(target, months) };
      if (memo.size > 4096) memo.clear();
      memo.set(key, reach);
      return reach;
    },
    trainToNode(node) {
      const at = transit.get(node);
      return at ? { minutes: at.minutes, fareYen: pathFare(pathOf(at)) } : null;
    },
  };
}

/** Origins are cached by station, or by position rounded to about a kilometre; at most this many. */
const MAX_ORIGINS = 256;
const tables = new Map<string, ReachTable>();

export function originKey(origin: Origin): string {
  if (origin.stationId && nodes.has(origin.stationId as NodeId)) return `s:${origin.stationId}`;
  return `p:${origin.latitude.toFixed(2)},${origin.longitude.toFixed(2)}`;
}

/** The reachability table from one origin (built once, then shared). */
export function reachFrom(origin: Origin): ReachTable {
  const key = originKey(origin);
  const hit = tables.get(key);
  if (hit) {
    tables.delete(key);
    tables.set(key, hit);
    return hit;
  }
  const built = table(origin);
  tables.set(key, built);
  if (tables.size > MAX_ORIGINS) tables.delete(tables.keys().next().value!);
  return built;
}
