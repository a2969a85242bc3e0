import "@/lib/zod-browser";
import { z } from "zod/mini";
import type { StoredBooking } from "./stored-booking";

// What the hub and the concierge make of the booking the booking screens leave in the browser
// (storedBookingStore).

/** What GET /api/bookings/{id} answers, as far as the hub needs it. */
export const bookingStatusSchema = z.looseObject({
  id: z.string(),
  status: z.enum(["pending", "confirmed", "cancelled"]),
  confirmationNumber: z.string(),
  accommodationId: z.string(),
  accommodationAddress: z.nullish(z.string()),
  checkInTime: z.nullish(z.string()),
  checkOutTime: z.nullish(z.string()),
  answeredBy: z.nullish(z.enum(["stay", "admin"])),
  answeredAt: z.nullish(z.string()),
});

/** What the booking answer tells of the stay, for the calendar: its address and clock times. */
export interface BookedStayDetails {
  address: string | null;
  checkInTime: string | null;
  checkOutTime: string | null;
}

export type StayBookingState =
  | { kind: "checking" }
  | { kind: "notBooked" }
  | {
      kind: "requested" | "confirmed";
      confirmationNumber: string;
      checkIn: string;
      checkOut: string;
      stay: BookedStayDetails;
      /** Who answered (the stay, or an administrator for it) and when; null while it waits. */
      answeredBy: "stay" | "admin" | null;
      answeredAt: string | null;
    };

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
    stay: { address: parsed.data.accommodationAddress ?? null, checkInTime: parsed.data.checkInTime ?? null, checkOutTime: parsed.data.checkOutTime ?? null },
    answeredBy: parsed.data.answeredBy ?? null,
    answeredAt: parsed.data.answeredAt ?? null,
  };
}
