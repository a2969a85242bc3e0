// What other features show of a destination in the browser: the way there from the traveller's departure.
export { useYourAccess, type YourAccess } from "./use-your-access";
export type { AccessRow, AccessWay } from "./access-table";
