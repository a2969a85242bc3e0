// The estimate's shared pieces for screens: the sentence of what it covers, the party and nights.
export { EstimateIncluded, usePartyNights } from "./components/estimate-included";
