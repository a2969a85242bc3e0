import type { Localized } from "@/data/catalogue/schema";
import { L } from "@/data/catalogue/text";
import { extraHubs, ferryLinks, hubs, railLinks, roadLinks, type NodeId, type RailMode } from "@/data/network";
import { haversineKm } from "@/data/japan";
import { HANEDA_NAHA_KM, HANEDA_NAHA_MINUTES, MINUTES_PER_LINK, PORT_TRANSFER_MAX_KM, PORT_TRANSFER_MINUTES } from "./constants";

// The network as two graphs: public transport (rail, ferries, the Haneda–Naha flight and the
// walk or bus between a port and its station) and roads (expressways and main roads, with the car
// ferries). Built once from data/network; every edge keeps what the fare and the route need.

export type TransitKind = RailMode | "ferry" | "flight" | "transfer";

export interface TransitEdge {
  from: NodeId;
  to: NodeId;
  kind: TransitKind;
  minutes: number;
  km: number;
  /** Who runs it (JR companies by their Japanese names). */
  operator: string;
  /** The line (or crossing) and the service, in four languages; changes are counted between lines. */
  line: Localized;
  service: Localized;
  /** A fare read for this link alone (non-JR lines, ferries), else null: JR fares come from the distance. */
  fareYen: number | null;
  chargeYen: number | null;
  /** Hubs an express link passes without stopping: a path may not come back to them. */
  skips: NodeId[];
}

export interface RoadEdge {
  from: NodeId;
  to: NodeId;
  minutes: number;
  km: number;
  tollYen: number;
  /** A car ferry: its passenger fare (the vehicle's fare is not in the data). */
  ferryFareYen: number;
  road: Localized;
}

export interface NodeInfo {
  id: NodeId;
  name: Localized;
  latitude: number;
  longitude: number;
}

const FLIGHT = L("羽田空港〜那覇空港（飛行機）", "Haneda–Naha flight", "하네다~나하 항공편", "羽田至那霸航班");
const TRANSFER = L("港と駅のあいだ（バス・タクシー）", "Between port and station (bus or taxi)", "항구와 역 사이 (버스·택시)", "港口与车站之间（巴士或出租车）");

export const nodes = new Map<NodeId, NodeInfo>([
  ...hubs.map((h) => [h.id, { id: h.id, name: h.name, latitude: h.latitude, longitude: h.longitude }] as const),
  ...extraHubs.map((h) => [h.id, { id: h.id, name: h.name, latitude: h.latitude, longitude: h.longitude }] as const),
]);

function both<T extends { from: NodeId; to: NodeId }>(edge: T): T[] {
  return [edge, { ...edge, from: edge.to, to: edge.from }];
}

function transitEdges(): TransitEdge[] {
  const out: TransitEdge[] = [];
  for (const l of railLinks) {
    out.push(...both({ from: l.from, to: l.to, kind: l.mode, minutes: l.minutes + MINUTES_PER_LINK, km: l.operatingKm, operator: l.operator, line: l.line, service: l.service, fareYen: l.fareYen ?? null, chargeYen: l.chargeYen ?? null, skips: l.skips ?? [] }));
  }
  for (const f of ferryLinks) {
    out.push(...both({ from: f.from, to: f.to, kind: "ferry" as const, minutes: f.minutes + MINUTES_PER_LINK, km: 0, operator: f.operator, line: f.name, service: f.name, fareYen: f.fareYen, chargeYen: null, skips: [] }));
  }
  for (const e of extraHubs) {
    if (e.kind !== "port") continue;
    // An island's port is not a bus ride from the mainland station named as its nearest hub.
    const hub = hubs.find((h) => h.id === e.nearestHub);
    if (!hub || haversineKm(e, hub) > PORT_TRANSFER_MAX_KM) continue;
    out.push(...both({ from: e.id, to: e.nearestHub, kind: "transfer" as const, minutes: PORT_TRANSFER_MINUTES, km: 0, operator: "", line: TRANSFER, service: TRANSFER, fareYen: 0, chargeYen: null, skips: [] }));
  }
  out.push(...both({ from: "haneda-airport" as NodeId, to: "naha-airport" as NodeId, kind: "flight" as const, minutes: HANEDA_NAHA_MINUTES, km: HANEDA_NAHA_KM, operator: "", line: FLIGHT, service: FLIGHT, fareYen: null, chargeYen: null, skips: [] }));
  return out;
}

function roadEdges(): RoadEdge[] {
  const out: RoadEdge[] = [];
  for (const r of roadLinks) out.push(...both({ from: r.from, to: r.to, minutes: r.minutes, km: r.km, tollYen: r.tollYen ?? 0, ferryFareYen: 0, road: r.road }));
  for (const f of ferryLinks) if (f.carAllowed) out.push(...both({ from: f.from, to: f.to, minutes: f.minutes + PORT_TRANSFER_MINUTES, km: 0, tollYen: 0, ferryFareYen: f.fareYen, road: f.name }));
  return out;
}

function adjacency<E extends { from: NodeId }>(edges: E[]): Map<NodeId, E[]> {
  const g = new Map<NodeId, E[]>();
  for (const e of edges) {
    if (!g.has(e.from)) g.set(e.from, []);
    g.get(e.from)!.push(e);
  }
  return g;
}

/** Land masses: road nodes joined by roads and bridges (not ferries), numbered. */
function landMasses(): Map<NodeId, number> {
  const land = new Map<NodeId, number>();
  const byRoad = adjacency(roadLinks.flatMap((r) => both({ from: r.from, to: r.to })));
  let mass = 0;
  for (const start of byRoad.keys()) {
    if (land.has(start)) continue;
    mass += 1;
    const queue = [start];
    land.set(start, mass);
    while (queue.length) {
      for (const e of byRoad.get(queue.pop()!) ?? []) {
        if (land.has(e.to)) continue;
        land.set(e.to, mass);
        queue.push(e.to);
      }
    }
  }
  return land;
}

export const landMass = landMasses();
export const transitGraph = adjacency(transitEdges());
export const roadGraph = adjacency(roadEdges());
