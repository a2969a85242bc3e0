// The departure search's shapes and caps, for the magic question's field (the search itself runs
// on the server: server.ts).
export * from "./types";
