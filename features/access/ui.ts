// The access detail modal, the route panel and the mode icon, for the proposal and the hub.
export { AccessModal } from "./components/access-modal";
export { AccessModeIcon } from "./components/access-mode-icon";
export { RoutePanel } from "./components/route-panel";
export { accessUrl, useAccessInfo, type AccessQuery, type AccessState } from "./use-access-info";
