// The account's list of places left out of the draw (server only).
export { addExclusion, beenTherePlaces, listExclusions, mergeExclusions, removeExclusion } from "./service";
