// Types of the network research (close to NETWORK.md's sketch).
import type { HubId } from "./hub-ids";
import type { Localized } from "../catalogue/schema";

/** Nodes that are not in ../hubs.ts: ferry ports and two stations a trunk link needs. */
export type ExtraHubId =
  | "takeo-onsen" | "wakayamashi"
  | "aomori-port" | "hakodate-port" | "hachinohe-port" | "tomakomai-port"
  | "kobe-port" | "takamatsu-port" | "hiroshima-port" | "matsuyama-port"
  | "kagoshima-port" | "miyanoura-port" | "tomari-port" | "zamami-port";

export type NodeId = HubId | ExtraHubId;

export interface ExtraHub {
  id: ExtraHubId; name: Localized; prefecture: string; latitude: number; longitude: number;
  kind: "jr" | "private" | "mixed" | "port"; nearestHub: HubId; sources: string[];
}

export interface FerryLink {
  from: NodeId; to: NodeId; name: Localized; operator: string;
  minutes: number; fareYen: number; perDay: number; carAllowed: boolean;
  sources: string[]; estimate: boolean;
}

export interface RoadLink {
  from: NodeId; to: NodeId; road: Localized; km: number; minutes: number; tollYen?: number;
  sources: string[]; estimate: boolean;
}

export interface FareBand { maxKm: number; yen: number }

export interface JrFares {
  trunkBands: FareBand[];
  limitedExpressBands: FareBand[];
  limitedExpressBandsJrEast: FareBand[];
  shinkansenBands: FareBand[];
  sources: string[];
  notes: string;
}

export interface Journey {
  /** A network node, or any place when `fromPoint` gives where (a town that is not a hub). */
  from: string;
  /** A network node, a catalogue station, or a destination's slug (the place itself, door to door). */
  to: string;
  fromPoint?: { latitude: number; longitude: number };
  fromName: Localized; toName: Localized;
  mode: "train" | "car" | "bus" | "ferry";
  minutes: number;
  fareYen?: number;
  via: string;
  sources: string[];
  /** true when the time or fare is worked out (sum of legs, derived) rather than read. */
  estimate?: boolean;
}
