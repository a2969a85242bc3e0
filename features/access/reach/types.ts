import type { Localized } from "@/data/catalogue/schema";
import type { TransitEdge } from "./graph";

// The reachability model's public shapes: where a traveller starts, what they reach, and how.

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
  /** The road's stretches lie under snow in the trip's months: the time counts it. */
  snow: boolean;
  /** A road or pass on the way closed in the trip's months (no open road was found). */
  closed: Localized | null;
}

export interface Reach {
  train: TrainReach | null;
  car: CarReach | null;
}

/** When the trip is: roads under snow and closed passes depend on its months. */
export interface TripWhen {
  months?: readonly number[];
}

export interface ReachTable {
  to(target: ReachTarget, when?: TripWhen): Reach;
  /** Public transport to a network node (hub or port), for the model's own checks. */
  trainToNode(node: import("@/data/network").NodeId): { minutes: number; fareYen: number } | null;
}
