import { z } from "zod";

// The booking the booking screens leave in the browser (key "tabigacha-booking"), and what the
// hub makes of it. The key's writer lives with the booking feature; this reader validates on its
// own so a damaged or foreign entry simply reads as "no booking".

export const BOOKING_STORAGE_KEY = "tabigacha-booking";

export const storedBookingSchema = z.object({
  id: z.uuid(),
  confirmationNumber: z.string().min(1).max(100),
  guestEmail: z.email().max(254),
  accommodationId: z.string().min(1).max(100),
  destinationId: z.string().max(100).nullish(),
  checkIn: z.string().max(40),
  checkOut: z.string().max(40),
});
export type StoredBooking = z.infer<typeof storedBookingSchema>;

/** What GET /api/bookings/{id} answers, as far as the hub needs it. */
export const bookingStatusSchema = z.looseObject({
  id: z.string(),
  status: z.enum(["pending", "confirmed", "cancelled"]),
  confirmationNumber: z.string(),
  accommodationId: z.string(),
});

export function parseStoredBooking(raw: string | null): StoredBooking | null {
  if (!raw) return null;
  try {
    const parsed = storedBookingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type StayBookingState =
  | { kind: "checking" }
  | { kind: "notBooked" }
  | { kind: "requested" | "confirmed"; confirmationNumber: string; checkIn: string; checkOut: string };

/**
 * The chosen stay counts as booked only when the stored booking is for that stay and the server
 * says it is pending (requested) or confirmed. Anything else — no record, another stay, 404,
 * cancelled, a failed request — is "not booked".
 */
export function stayBookingState(stayId: string | null, booking: StoredBooking | null, answer: unknown): StayBookingState {
  if (!stayId || !booking || booking.accommodationId !== stayId) return { kind: "notBooked" };
  // Accept the record bare or wrapped as { booking } (both shapes are plain JSON answers).
  const body = answer && typeof answer === "object" && "booking" in answer ? (answer as { booking: unknown }).booking : answer;
  const parsed = bookingStatusSchema.safeParse(body);
  if (!parsed.success || parsed.data.id !== booking.id || parsed.data.accommodationId !== stayId) return { kind: "notBooked" };
  if (parsed.data.status === "cancelled") return { kind: "notBooked" };
  return {
    kind: parsed.data.status === "confirmed" ? "confirmed" : "requested",
    confirmationNumber: parsed.data.confirmationNumber,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
  };
}
