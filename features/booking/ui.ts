// The booking state of the chosen stay, for the hub and the concierge (asked of the booking endpoint).
export { useStayBooking } from "./use-stay-booking";
