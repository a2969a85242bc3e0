import { haversineKm } from "@/data/japan";
import { jrFares, type FareBand, type NodeId } from "@/data/network";
import { estimatedFare, transitFare } from "../formulas";
import {
  AT_HUB_KM,
  FIRST_LEG_HUBS,
  ISLAND_JR_FACTOR,
  ISLAND_JR_OPERATORS,
  LOCAL_CIRCUITY,
  LOCAL_TRANSIT_KMH,
  LOCAL_WAIT_MINUTES,
  STATION_WALK_KM,
  TIMED_TRANSFER_NODES,
  TRANSFER_MINUTES,
  WALK_METRES_PER_MINUTE,
} from "./constants";
import { nodes, transitGraph, type TransitEdge } from "./graph";
import type { Origin, Point, Segment } from "./types";

// Public transport: a shortest path over (node, line, service) states. A change of train (a
// different line and a different service) costs TRANSFER_MINUTES; a through service keeps its name
// across lines (the Super Hakuto onto the Chizu Express, the Nanpu onto the Dosan Line), so riding
// on is no change.

export const round10 = (n: number) => Math.round(n / 10) * 10;

function band(bands: FareBand[], km: number): number {
  const k = Math.ceil(km);
  for (const b of bands) if (k <= b.maxKm) return b.yen;
  return bands[bands.length - 1]!.yen;
}

/** Minutes over land without a timetable: walking under a kilometre, else local transit and a wait. */
export function localMinutes(straightKm: number): number {
  if (straightKm <= AT_HUB_KM) return 0;
  if (straightKm < 1) return Math.round((straightKm * LOCAL_CIRCUITY * 1000) / WALK_METRES_PER_MINUTE);
  return Math.round(LOCAL_WAIT_MINUTES + ((straightKm * LOCAL_CIRCUITY) / LOCAL_TRANSIT_KMH) * 60);
}

export function localFare(straightKm: number): number {
  return straightKm < 1 ? 0 : transitFare(straightKm * LOCAL_CIRCUITY).fare;
}

export function nearest(point: Point, count: number, among: (id: NodeId) => boolean): { id: NodeId; km: number }[] {
  return [...nodes.values()]
    .filter((n) => among(n.id))
    .map((n) => ({ id: n.id, km: haversineKm(point, n) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

export interface State {
  node: NodeId;
  line: string;
  service: string;
  kind: TransitEdge["kind"] | "";
  minutes: number;
  prev: State | null;
  edge: TransitEdge | null;
}

/**
 * Where the first leg may start: a traveller at a station starts there (or walks to a station
 * beside it); anyone else reaches one of the nearest hubs by local transit.
 */
function startsOf(origin: Origin): { id: NodeId; km: number }[] {
  const at = origin.stationId as NodeId | undefined;
  if (at && transitGraph.has(at)) {
    const beside = nearest(origin, FIRST_LEG_HUBS, (id) => transitGraph.has(id) && id !== at).filter((s) => s.km <= STATION_WALK_KM);
    return [{ id: at, km: 0 }, ...beside];
  }
  return nearest(origin, FIRST_LEG_HUBS, (id) => transitGraph.has(id));
}

export function transitFrom(origin: Origin): Map<NodeId, State> {
  const best = new Map<string, State>();
  const open: State[] = [];
  for (const s of startsOf(origin)) {
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

export function pathOf(state: State): TransitEdge[] {
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

/** The path as the traveller reads it: one segment per train ridden, and the changes between them. */
export function segmentsOf(path: TransitEdge[]): { segments: Segment[]; changes: number } {
  const segments: Segment[] = [];
  for (const e of path) {
    const last = segments[segments.length - 1];
    // The same service rides on across lines (a through train): one segment.
    if (last && last.kind === e.kind && last.service?.en === e.service.en) {
      last.to = nodes.get(e.to)!.name;
      last.minutes += e.minutes;
      continue;
    }
    segments.push({ kind: e.kind, from: nodes.get(e.from)!.name, to: nodes.get(e.to)!.name, line: e.line, service: e.service, minutes: e.minutes });
  }
  return { segments, changes: Math.max(0, segments.filter((s) => s.kind !== "transfer").length - 1) };
}
