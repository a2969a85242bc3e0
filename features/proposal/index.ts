// The gacha proposal as later screens see it: its types, and the trip the traveller chose from it
// (kept in the browser).
export type * from "./types";
export { CHOSEN_TRIP_COOKIE, chosenTripStore, type SelectedProposal } from "./chosen-trip";
