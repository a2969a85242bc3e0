import { AppError } from "@/lib/errors";
import { BOOKING_MESSAGE_VALUES, type BookingErrorKey, type DateRangeOption } from "./schemas";

// Why a booking request or a status change was refused, as the caller can show it.

export type BookingFailureReason = "validation" | "notFound" | "unavailable" | "notPending" | "bookingNotFound";

/** A refusal the caller can show: a message key under booking.errors, per field when it has one. */
export class BookingError extends AppError {
  constructor(
    readonly reason: BookingFailureReason,
    readonly key: BookingErrorKey | "notPending" | "bookingNotFound",
    readonly extra: { field?: string; alternatives?: DateRangeOption[]; values?: Record<string, number | string> } = {},
  ) {
    const code =
      reason === "notFound" ? "ACCOMMODATION_NOT_FOUND" : reason === "unavailable" ? "BOOKING_UNAVAILABLE" : reason === "notPending" ? "BOOKING_NOT_PENDING" : reason === "bookingNotFound" ? "NOT_FOUND" : "VALIDATION_ERROR";
    super(`booking refused: ${key}`, { code, severity: "warning", recoverable: true, userMessage: { key: `booking.${key}`, values: { ...BOOKING_MESSAGE_VALUES, ...extra.values } } });
    this.name = "BookingError";
  }
}
