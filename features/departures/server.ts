import "server-only";
// The departure search on the server: the list of places, GSI for addresses, the endpoint.
export { handleDepartureSearch } from "./endpoint";
export { searchDepartures } from "./service";
export { suggestDepartures, matchPlaces } from "./search";
