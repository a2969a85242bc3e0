// The reachability network: hubs with coordinates, trunk rail links, ferry crossings, road links,
// the JR fare structure, and real journeys that hold the offline travel-time model to reality.
// Every figure names its source; worked-out ones are marked `estimate`.
import { railLinks as trunkLinks } from "./rail";
import { throughLinks } from "./rail-through";

export type { NetworkHub } from "./hubs-data";
export type { RailLink, RailMode } from "./rail";
export type { ExtraHub, ExtraHubId, NodeId, FerryLink, RoadLink, JrFares, FareBand, Journey } from "./types";
export { hubs } from "./hubs-data";
export { extraHubs, ferryLinks, roadLinks } from "./ferry-road";
export { jrFares } from "./fares";
export { journeys } from "./journeys";
export { HUB_IDS, type HubId } from "./hub-ids";

/** Trunk links between adjacent hubs and the through services that run across them. */
export const railLinks = [...trunkLinks, ...throughLinks];
