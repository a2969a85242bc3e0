// The access tile a draw shows, computed offline from the catalogue (formulas and hand-checked
// routes), and the routes' one mapping from storage. No `server-only` marker: the draw runs in a
// Pages Router API route, which cannot load it (docs/decisions/0007). The access service with
// outside sources is reached over HTTP (access-endpoint.ts), not from other features.
export { departureKey, getAccessSummary, type Departure, type TileDestination } from "./tile";
export { textsFor } from "./texts-server";
export { localizeRoute, routeRecordOf, type RouteRecord, type StoredRoute } from "./route-records";
export { reachFrom, originKey, type Origin, type Reach, type ReachTable } from "./reach/model";
export { DEPARTURE_UNPLACED, placedOrigin, resolveOrigin } from "./origin";
