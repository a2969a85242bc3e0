/** The booking form's sending state lasts at least this long (spec 01 §9: simulated send 2 s). */
export const BOOKING_SEND_MS = 2000;
export const BOOKING_EMAIL_HEADER = "x-booking-email";
