/** The booking form's sending state lasts at least this long, however fast the server answers. */
export const BOOKING_SEND_MS = 2000;
export const BOOKING_EMAIL_HEADER = "x-booking-email";
