import { z } from "zod/mini";
import { BOOKING_WINDOW_YEARS, lastCheckInDay, MAX_STAY_NIGHTS } from "@/features/trip";
import { daysBetween, isIsoDate } from "@/lib/japan-time";
import { MAX_GUESTS } from "@/features/trip";
import { locales } from "@/i18n/routing";

// One schema for the booking form and the booking endpoint. Issue messages are keys under
// `errors.booking`, translated where they are shown (next to the field, or in the API answer).

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const REQUESTS_MAX = 1000;
export const PAYMENT_METHODS = ["onsite", "card", "bankTransfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// zod/mini, like the values the browser keeps: the booking page checks its form with this schema,
// and classic zod's method layer would otherwise be downloaded with it.
const noControl = () => z.refine<string>((v) => !CONTROL.test(v), "invalidText");

const requiredText = (max: number, tooLong: string) => z.string("required").check(z.trim(), z.minLength(1, "required"), z.maxLength(max, tooLong), noControl());

const isoDate = z.string("dateInvalid").check(z.refine(isIsoDate, "dateInvalid"));
const guests = (min: number, max: number) => z.int("guestsInvalid").check(z.minimum(min, "guestsInvalid"), z.maximum(max, "guestsInvalid"));

/** The guest part: name, e-mail and phone required, requests optional. */
export const guestFieldsSchema = z.object({
  guestName: requiredText(NAME_MAX, "nameTooLong"),
  guestEmail: z.pipe(
    z.pipe(z.string("required").check(z.trim(), z.minLength(1, "required"), z.maxLength(EMAIL_MAX, "emailInvalid")), z.email("emailInvalid")),
    z.transform((v: string) => v.toLowerCase()),
  ),
  guestPhone: z.string("required").check(
    z.trim(),
    z.minLength(1, "required"),
    z.maxLength(PHONE_MAX, "phoneInvalid"),
    z.regex(/^\+?[0-9][0-9\s()-]*$/, "phoneInvalid"),
    z.refine((v: string) => v.replace(/\D/g, "").length >= 9, "phoneInvalid"),
  ),
  specialRequests: z.pipe(
    z.optional(z.string("invalidText").check(z.trim(), z.maxLength(REQUESTS_MAX, "requestsTooLong"), noControl())),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  ),
});

export const bookingRequestSchema = z
  .extend(guestFieldsSchema, {
    accommodationId: z.uuid("accommodationNotFound"),
    checkIn: isoDate,
    checkOut: isoDate,
    adults: z._default(guests(1, MAX_GUESTS), 1),
    children: z._default(guests(0, MAX_GUESTS - 1), 0),
    /** "HH:MM", when the guest expects to arrive. */
    estimatedArrivalTime: z.optional(z.string("arrivalInvalid").check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "arrivalInvalid"))),
    paymentMethod: z._default(z.enum(PAYMENT_METHODS, "paymentInvalid"), "onsite"),
    language: z.optional(z.enum(locales, "languageInvalid")),
  })
  .check(
    z.refine((b) => b.adults + b.children <= MAX_GUESTS, { message: "guestsInvalid", path: ["children"] }),
    z.refine((b) => !isIsoDate(b.checkIn) || !isIsoDate(b.checkOut) || b.checkOut > b.checkIn, {
      message: "checkOutAfterCheckIn",
      path: ["checkOut"],
    }),
    // A year ahead and two weeks long at most, so nothing after this (the price included) ever
    // walks a range that the caller chose.
    z.refine((b) => !isIsoDate(b.checkIn) || b.checkIn <= lastCheckInDay(), { message: "checkInTooFar", path: ["checkIn"] }),
    z.refine((b) => !isIsoDate(b.checkIn) || !isIsoDate(b.checkOut) || daysBetween(b.checkIn, b.checkOut) <= MAX_STAY_NIGHTS, {
      message: "stayTooLong",
      path: ["checkOut"],
    }),
  );

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** Every message key a booking answer can carry (all exist in messages under errors.booking). */
export const BOOKING_ERROR_KEYS = [
  "required",
  "invalidText",
  "nameTooLong",
  "emailInvalid",
  "phoneInvalid",
  "requestsTooLong",
  "dateInvalid",
  "guestsInvalid",
  "arrivalInvalid",
  "paymentInvalid",
  "languageInvalid",
  "checkOutAfterCheckIn",
  "checkInFromToday",
  "checkInTooFar",
  "stayTooLong",
  "overCapacity",
  "accommodationNotFound",
  "unavailable",
  "createFailed",
  "tooLateToday",
] as const;
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

/** The figures the booking messages name ({years}, {maxNights}); a stay's capacity comes with its refusal. */
export const BOOKING_MESSAGE_VALUES = { years: BOOKING_WINDOW_YEARS, maxNights: MAX_STAY_NIGHTS } as const;

export function isBookingErrorKey(value: string): value is BookingErrorKey {
  return (BOOKING_ERROR_KEYS as readonly string[]).includes(value);
}

/** The summary the owner of a booking may read (GET /api/bookings/{id}). */
export interface BookingSummary {
  id: string;
  confirmationNumber: string;
  status: "pending" | "confirmed" | "cancelled";
  accommodationId: string;
  /** The stay's page: /accommodation/{slug}. */
  accommodationSlug: string;
  accommodationName: string;
  /** The stay's postal address in the reader's language, when known. */
  accommodationAddress: string | null;
  destinationId: string | null;
  checkIn: string;
  checkOut: string;
  /** The stay's check-in and check-out clock times ("15:00", Japan time), when published. */
  checkInTime: string | null;
  checkOutTime: string | null;
  nights: number;
  adults: number;
  children: number;
  estimatedPrice: number;
  guestName: string;
  createdAt: string;
  /** Who answered (the stay itself, or an administrator for it) and when; null while pending. */
  answeredBy: "stay" | "admin" | null;
  answeredAt: string | null;
}

export interface DateRangeOption {
  checkIn: string;
  checkOut: string;
}
