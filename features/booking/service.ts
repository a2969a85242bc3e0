import "server-only";
import { randomUUID } from "node:crypto";
import { cache } from "react";
import { stayDatesIssue } from "@/features/trip";
import { type IsoDate } from "@/lib/japan-time";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { BookingError } from "./errors";
import { accommodationSelect, bookingSelect, type BookingRow } from "./views";
import { enqueueEmail, kickOutbox } from "@/features/outbox/server";
import { confirmationNumber } from "./confirmation";
import { alternativeDates, checkAvailability as availabilityIn, isUniqueViolation, purgeExpiredKeys } from "./db-rules";
import { dbDate, japanToday } from "@/lib/japan-time";
import { answerDeadline, isUrgent, lastArrivalOf, tooLateForToday } from "./stay-timing";
import { mailSelect } from "./mail/facts";
import { expirePendingBookings as expireIn } from "./expiry";
import { receiptMail } from "./mail/guest-mails";
import { stayRequestMail } from "./mail/stay-mail";
import { bookingCapacity, estimatePrice, roomsFor } from "@/features/estimate";
import type { BookingRequest, PaymentMethod } from "./schemas";
import { isUuid } from "@/lib/uuid";
import { BOOKING_SCOPE, IdempotencyRace, keepAnswer, type IdempotencyClaim } from "./idempotency";

// The booking service (docs/product-rules.md#booking): find an accommodation, check
// availability, create a booking request, update its status, find bookings by id or by guest
// e-mail. Only this file (and the database rules in db-rules.ts it wraps) touches the booking
// tables.

/** Find accommodation by id: active ones only, with what the detail page shows. */
export const findAccommodation = cache(async (id: string) => {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const row = await db.accommodation.findUnique({ where: { id }, select: accommodationSelect });
  return row && row.status === "active" ? row : null;
});

/** Check availability: only confirmed bookings hold dates (pending and cancelled do not). */
export async function checkAvailability(accommodationId: string, checkIn: IsoDate, checkOut: IsoDate) {
  return availabilityIn(await getDb(), accommodationId, checkIn, checkOut);
}

export async function findAlternativeDates(accommodationId: string, checkIn: IsoDate, checkOut: IsoDate, now = new Date()) {
  return alternativeDates(await getDb(), accommodationId, checkIn, checkOut, now);
}

export interface BookingContext {
  userId?: string | null;
  /** The Idempotency-Key and body hash: the answer is kept with the booking (idempotency.ts). */
  idempotency?: IdempotencyClaim | null;
  userAgent?: string | null;
  language: Locale;
  now?: Date;
}

export interface CreatedBooking {
  id: string;
  confirmationNumber: string;
  accommodationId: string;
  destinationId: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guestEmail: string;
  estimatedPrice: number;
  nights: number;
  status: "pending";
}

/**
 * Create booking request. The input has passed the schema; this checks the dates again against
 * the given today (check-in from today to a year ahead, at most 14 nights) before anything is
 * read or priced, then the stay's capacity and availability, then writes a pending request.
 */
export async function createBookingRequest(input: BookingRequest, ctx: BookingContext): Promise<CreatedBooking> {
  const now = ctx.now ?? new Date();
  const dateIssue = stayDatesIssue(input.checkIn, input.checkOut, now);
  if (dateIssue) throw new BookingError("validation", dateIssue, { field: dateIssue.startsWith("checkIn") ? "checkIn" : "checkOut" });
  const accommodation = await findAccommodation(input.accommodationId);
  if (!accommodation) throw new BookingError("notFound", "accommodationNotFound", { field: "accommodationId" });
  // A party larger than one room takes several (as many as one booking may hold).
  const rooms = roomsFor({ adults: input.adults, children: input.children }, accommodation.maxGuests);
  if (rooms === null) {
    throw new BookingError("validation", "overCapacity", { field: "adults", values: { capacity: bookingCapacity(accommodation.maxGuests) } });
  }

  if (tooLateForToday(input.checkIn, japanToday(now), accommodation, now)) {
    throw new BookingError("validation", "tooLateToday", { field: "checkIn", values: { time: lastArrivalOf(accommodation) } });
  }

  const db = await getDb();
  const availability = await availabilityIn(db, accommodation.id, input.checkIn, input.checkOut);
  if (!availability.available) {
    const alternatives = await alternativeDates(db, accommodation.id, input.checkIn, input.checkOut, now);
    throw new BookingError("unavailable", "unavailable", { alternatives });
  }

  const price = estimatePrice({ nightly: accommodation.pricePerNightMin, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.adults + input.children, rooms });
  const id = randomUUID();
  const metadata: { estimatedArrivalTime: string | null; paymentMethod: PaymentMethod; userAgent: string | null; language: Locale; rooms: number } = {
    rooms,
    estimatedArrivalTime: input.estimatedArrivalTime ?? null,
    paymentMethod: input.paymentMethod,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    language: input.language ?? ctx.language,
  };
  const created: CreatedBooking = {
    id,
    confirmationNumber: confirmationNumber(id, now),
    accommodationId: accommodation.id,
    destinationId: accommodation.destinationId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guestEmail: input.guestEmail,
    estimatedPrice: price.total,
    nights: price.nights,
    status: "pending",
  };
  try {
    await db.$transaction(async (tx) => {
      // The key first: a concurrent request with the same key waits here, then fails.
      if (ctx.idempotency) await keepAnswer(tx, BOOKING_SCOPE, ctx.idempotency, 201, { booking: created }, now);
      await tx.bookingRequest.create({
        data: {
          id,
          confirmationNumber: created.confirmationNumber,
          accommodationId: accommodation.id,
          userId: ctx.userId ?? null,
          checkInDate: dbDate(input.checkIn),
          checkOutDate: dbDate(input.checkOut),
          guestName: input.guestName,
          guestEmail: input.guestEmail,
          guestPhone: input.guestPhone,
          guestCountAdults: input.adults,
          guestCountChildren: input.children,
          specialRequests: input.specialRequests ?? null,
          estimatedPrice: price.total,
          metadata,
          urgent: isUrgent(input.checkIn, accommodation, now),
          answerBy: answerDeadline(input.checkIn, accommodation),
          // status pending and source web are the table's defaults.
        },
      });
      // The traveller's receipt, and the stay's request when it has a reservations e-mail.
      const row = await tx.bookingRequest.findUniqueOrThrow({ where: { id }, select: mailSelect });
      await enqueueEmail(tx, receiptMail(row));
      const stayMail = stayRequestMail(row);
      if (stayMail) await enqueueEmail(tx, stayMail);
    });
    kickOutbox();
    return created;
  } catch (error) {
    if (ctx.idempotency && isUniqueViolation(error)) throw new IdempotencyRace();
    throw new AppError("booking creation failed", { code: "SERVER_ERROR", severity: "error", cause: error, userMessage: { key: "booking.createFailed" } });
  }
}

/** Find by id. Internal: callers decide who may see it (see canSeeBooking). */
export async function findBookingById(id: string): Promise<BookingRow | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  return db.bookingRequest.findUnique({ where: { id }, select: bookingSelect });
}

/**
 * Find by guest e-mail. Internal only (support and account linking): no endpoint exposes it,
 * since an e-mail address alone proves nothing about who is asking.
 */
export async function findBookingsByGuestEmail(email: string): Promise<BookingRow[]> {
  const db = await getDb();
  return db.bookingRequest.findMany({ where: { guestEmail: email.trim().toLowerCase() }, select: bookingSelect, orderBy: { createdAt: "desc" } });
}

/** The expiry job's entry point in the app (the route handler); the script calls core directly. */
export async function expirePendingBookings(now = new Date()): Promise<number> {
  const db = await getDb();
  await purgeExpiredKeys(db, now);
  const count = await expireIn(db, now);
  if (count) kickOutbox();
  return count;
}
