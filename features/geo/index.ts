// What reverse geocoding answers, for the magic question's location control.
export type * from "./types";
