// The booking state of the chosen stay, for the hub and the concierge (asked of the booking endpoint).
export { useStayBooking } from "./use-stay-booking";
// Who answered a booking request and when, as the traveller's screens show it.
export { AnsweredLine } from "./components/answered-line";
