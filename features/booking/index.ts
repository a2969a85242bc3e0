// Booking requests as other features see them in the browser: the last request this browser made.
export { storedBookingStore, type StoredBooking } from "./stored-booking";
