import "server-only";

// The proposal's server-only entry: what the job runner runs for it.
export { sweepIdleVisitors, visitorRetentionJob } from "./visitor-retention";
