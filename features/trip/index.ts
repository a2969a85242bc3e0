// The trip as the traveller describes it — dates, party, departure, moods — and its rules. Used by
// every later step of the flow; it knows no other feature.
export * from "./dates";
export * from "./guests";
export * from "./presets";
export * from "./session";
export * from "./storage";
export * from "./trip-facts";
export * from "./reach-limit";
export * from "./format";
export * from "./place-exclusions";
