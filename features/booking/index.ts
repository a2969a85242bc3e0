// Booking requests as other features see them in the browser: the last request this browser made.
export { storedBookingStore, type StoredBooking } from "./stored-booking";
// The booking estimate, so other screens price a chosen stay with the same figure.
export { estimatePrice, type PriceEstimate } from "@/features/estimate";
// Whether the chosen stay was requested or confirmed, as the hub and the concierge show it.
export { stayBookingState, type BookedStayDetails, type StayBookingState } from "./stay-booking-state";
