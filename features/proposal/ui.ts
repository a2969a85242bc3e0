// What other screens reuse of the proposal in the browser.
export { ProposalLoading } from "./components/proposal-states";
export { fetchProposal } from "./proposal-client";
export { ReachMap } from "./components/reach-map";
