// The preparation checklist's state, for the hub's booking centre.
export { useConciergeDone } from "./state";
export { conciergeTrip, tripKey } from "./trip";
