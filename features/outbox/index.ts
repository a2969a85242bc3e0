// The e-mail outbox's states and limits, for the back office's screen.
export * from "./constants";
