// The account's list of places left out of the draw (server only).
export { addExclusion, listExclusions, mergeExclusions, removeExclusion } from "./service";
