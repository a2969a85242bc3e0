// The gacha proposal as later screens see it: its types, and the trip the traveller chose from it
// (kept in the browser).
export type * from "./types";
export { chosenTripStore, type SelectedProposal } from "./chosen-trip";
