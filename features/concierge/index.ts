// The preparation checklist's state, and what the chosen trip costs, for the hub.
export { useConciergeDone } from "./state";
export { conciergeTrip, tripKey } from "./trip";
export { lodgingEstimate, transportEstimate, type Estimate } from "./estimates";
