import "server-only";

// E-mails that leave with a data change: written in the change's transaction, delivered by the
// sender job.
export { enqueueEmail, kickOutbox, outboxJob, type OutgoingEmail } from "./service";
