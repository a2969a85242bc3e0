import "server-only";

// Booking requests for other features on the server: the back office changes their status; the
// scheduler expires stale ones.
export { updateBookingStatus } from "./service";
export { expireBookingsJob } from "./jobs";
