// Places the traveller left out of the draw: the proposal's buttons, the account's list, the hook.
export { ExcludeActions } from "./components/exclude-actions";
export { ExclusionList } from "./components/exclusion-list";
export { useExclusions } from "./use-exclusions";
export { BeenThereButton } from "./components/been-there-button";
