// The gacha proposal as later screens see it: its types, and the trip the traveller chose from it
// (kept in the browser).
export type * from "./types";
export { CHOSEN_TRIP_COOKIE, chosenTripStore, type SelectedProposal } from "./chosen-trip";
// The trip estimate for a chosen trip: the same figure the proposal's tile showed for these choices.
export { chosenTripEstimate, proposalEstimate, sensibleWays, tripQuestion, type ProposalEstimate } from "./trip-estimate";
