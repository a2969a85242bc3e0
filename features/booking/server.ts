import "server-only";

// Booking requests for other features on the server: the back office changes their status; the
// scheduler expires stale ones.
export { updateBookingStatus, answerAsStay, stayLinkState, type StayAnswerOutcome, type StayLinkState } from "./answers";
export { expireBookingsJob } from "./jobs";
