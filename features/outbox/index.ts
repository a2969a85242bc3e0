// The e-mail outbox's states and limits, for the back office's screen.
export * from "./constants";
// Writing a mail in a transaction, for code that also runs outside the app (the expiry script).
export { enqueueEmail, type OutgoingEmail } from "./enqueue";
