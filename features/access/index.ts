// How to get from the traveller's departure to a destination: the answer's types and the
// proposal's view of it, usable anywhere.
export type * from "./types";
export { fastestMinutes, summaryFromInfo, toAccessOption } from "./summary";
export type { AccessTexts } from "./texts";
