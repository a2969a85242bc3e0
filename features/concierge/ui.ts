// The concierge's estimates in words, for the hub's cards.
export { useEstimateText } from "./components/estimate-text";
