import "server-only";
import { randomUUID } from "node:crypto";
import { cache } from "react";
import type { Prisma } from "@/generated/prisma/client";
import { stayDatesIssue } from "@/features/trip";
import { type IsoDate } from "@/lib/japan-time";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { translated, translatedLines } from "@/lib/i18n-content";
import { enqueueEmail, kickOutbox } from "@/features/outbox/server";
import { confirmationNumber } from "./confirmation";
import { alternativeDates, checkAvailability as availabilityIn, expirePendingBookings as expireIn, isOverlapViolation, isRetryableConflict } from "./core";
import { dbDate, isoOf } from "@/lib/japan-time";
import { composeBookingMail } from "./emails";
import { estimatePrice } from "./pricing";
import { BOOKING_MESSAGE_VALUES, type BookingErrorKey, type BookingRequest, type BookingSummary, type DateRangeOption, type PaymentMethod } from "./schemas";
import { isUuid } from "@/lib/uuid";

// The booking service (spec 01 §7): find an accommodation, check availability, create a booking
// request, update its status, find bookings by id or by guest e-mail. Only this file (and the
// db-agnostic core it wraps) touches the booking tables.

export type BookingFailureReason = "validation" | "notFound" | "unavailable" | "notPending" | "bookingNotFound";

/** A refusal the caller can show: a message key under booking.errors, per field when it has one. */
export class BookingError extends AppError {
  constructor(
    readonly reason: BookingFailureReason,
    readonly key: BookingErrorKey | "notPending" | "bookingNotFound",
    readonly extra: { field?: string; alternatives?: DateRangeOption[]; values?: Record<string, number> } = {},
  ) {
    const code =
      reason === "notFound" ? "ACCOMMODATION_NOT_FOUND" : reason === "unavailable" ? "BOOKING_UNAVAILABLE" : reason === "notPending" ? "BOOKING_NOT_PENDING" : reason === "bookingNotFound" ? "NOT_FOUND" : "VALIDATION_ERROR";
    super(`booking refused: ${key}`, { code, severity: "warning", recoverable: true, userMessage: { key: `booking.${key}`, values: { ...BOOKING_MESSAGE_VALUES, ...extra.values } } });
    this.name = "BookingError";
  }
}

const accommodationSelect = {
  id: true,
  slug: true,
  nameJa: true,
  area: true,
  type: true,
  destinationId: true,
  translations: true,
  descriptionJa: true,
  features: true,
  amenities: true,
  pricePerNightMin: true,
  pricePerNightMax: true,
  rating: true,
  reviewCount: true,
  heroImageUrl: true,
  galleryImages: true,
  maxGuests: true,
  status: true,
} satisfies Prisma.AccommodationSelect;

/** Find accommodation by id: active ones only, with what the detail page shows. */
export const findAccommodation = cache(async (id: string) => {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const row = await db.accommodation.findUnique({ where: { id }, select: accommodationSelect });
  return row && row.status === "active" ? row : null;
});
type AccommodationRow = NonNullable<Awaited<ReturnType<typeof findAccommodation>>>;

/** The accommodation in one language, as /accommodation/{id} and /booking/{id} show it. */
export function accommodationDetail(a: AccommodationRow, locale: Locale) {
  const gallery = Array.isArray(a.galleryImages) ? (a.galleryImages as Record<string, unknown>[]) : [];
  const images = gallery
    .filter((g) => typeof g?.url === "string")
    .map((g) => ({ url: String(g.url), caption: String(g[`caption_${locale}`] || g.caption_ja || "") }));
  return {
    id: a.id,
    name: translated(a.translations, locale, "name", a.nameJa),
    area: translated(a.translations, locale, "area", a.area),
    description: translated(a.translations, locale, "description", a.descriptionJa),
    type: a.type,
    destinationId: a.destinationId,
    features: translatedLines(a.translations, locale, "features", a.features),
    amenities: translatedLines(a.translations, locale, "amenities", a.amenities),
    pricePerNightMin: a.pricePerNightMin,
    pricePerNightMax: a.pricePerNightMax,
    rating: a.rating,
    reviewCount: a.reviewCount,
    maxGuests: a.maxGuests,
    images: images.length ? images : [{ url: a.heroImageUrl, caption: translated(a.translations, locale, "name", a.nameJa) }],
  };
}
export type AccommodationDetail = ReturnType<typeof accommodationDetail>;

/** Check availability: only confirmed bookings hold dates (pending and cancelled do not). */
export async function checkAvailability(accommodationId: string, checkIn: IsoDate, checkOut: IsoDate) {
  return availabilityIn(await getDb(), accommodationId, checkIn, checkOut);
}

export async function findAlternativeDates(accommodationId: string, checkIn: IsoDate, checkOut: IsoDate, now = new Date()) {
  return alternativeDates(await getDb(), accommodationId, checkIn, checkOut, now);
}

export interface BookingContext {
  userId?: string | null;
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
  if (input.adults + input.children > accommodation.maxGuests) {
    throw new BookingError("validation", "overCapacity", { field: "adults", values: { capacity: accommodation.maxGuests } });
  }

  const db = await getDb();
  const availability = await availabilityIn(db, accommodation.id, input.checkIn, input.checkOut);
  if (!availability.available) {
    const alternatives = await alternativeDates(db, accommodation.id, input.checkIn, input.checkOut, now);
    throw new BookingError("unavailable", "unavailable", { alternatives });
  }

  const price = estimatePrice({ nightly: accommodation.pricePerNightMin, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.adults + input.children });
  const id = randomUUID();
  const metadata: { estimatedArrivalTime: string | null; paymentMethod: PaymentMethod; userAgent: string | null; language: Locale } = {
    estimatedArrivalTime: input.estimatedArrivalTime ?? null,
    paymentMethod: input.paymentMethod,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    language: input.language ?? ctx.language,
  };
  try {
    const row = await db.bookingRequest.create({
      data: {
        id,
        confirmationNumber: confirmationNumber(id, now),
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
        // status pending and source web are the table's defaults (spec 01 §5).
      },
      select: { id: true, confirmationNumber: true, status: true },
    });
    return {
      id: row.id,
      confirmationNumber: row.confirmationNumber,
      accommodationId: accommodation.id,
      destinationId: accommodation.destinationId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guestEmail: input.guestEmail,
      estimatedPrice: price.total,
      nights: price.nights,
      status: "pending",
    };
  } catch (error) {
    throw new AppError("booking creation failed", { code: "SERVER_ERROR", severity: "error", cause: error, userMessage: { key: "booking.createFailed" } });
  }
}

const bookingSelect = {
  id: true,
  confirmationNumber: true,
  status: true,
  userId: true,
  accommodationId: true,
  checkInDate: true,
  checkOutDate: true,
  guestName: true,
  guestEmail: true,
  guestCountAdults: true,
  guestCountChildren: true,
  estimatedPrice: true,
  metadata: true,
  createdAt: true,
  accommodation: { select: { nameJa: true, translations: true, destinationId: true } },
} satisfies Prisma.BookingRequestSelect;
type BookingRow = Prisma.BookingRequestGetPayload<{ select: typeof bookingSelect }>;

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

/** The maker (same e-mail, or the signed-in owner) and administrators may see a booking. */
export function canSeeBooking(booking: { userId: string | null; guestEmail: string }, who: { userId?: string | null; isAdmin?: boolean; email?: string | null }): boolean {
  if (who.isAdmin) return true;
  if (who.userId && booking.userId === who.userId) return true;
  const email = who.email?.trim().toLowerCase();
  return Boolean(email) && email === booking.guestEmail.toLowerCase();
}

export function bookingSummary(b: BookingRow, locale: Locale): BookingSummary {
  const checkIn = isoOf(b.checkInDate);
  const checkOut = isoOf(b.checkOutDate);
  return {
    id: b.id,
    confirmationNumber: b.confirmationNumber,
    status: b.status,
    accommodationId: b.accommodationId,
    accommodationName: translated(b.accommodation.translations, locale, "name", b.accommodation.nameJa),
    destinationId: b.accommodation.destinationId,
    checkIn,
    checkOut,
    nights: Math.round((b.checkOutDate.getTime() - b.checkInDate.getTime()) / 86_400_000),
    adults: b.guestCountAdults,
    children: b.guestCountChildren,
    estimatedPrice: b.estimatedPrice,
    guestName: b.guestName,
    createdAt: b.createdAt.toISOString(),
  };
}

/** Deadlocks between racing confirmations are retried this many times in all (see isRetryableConflict). */
const STATUS_UPDATE_ATTEMPTS = 5;

/**
 * Update status: pending → confirmed or cancelled, nothing else. Confirming leans on the
 * database's exclusion constraint, so of two overlapping confirmations exactly one wins.
 * The guest's e-mail (in the language they booked in) is written to the outbox in the same
 * transaction, and the outbox is asked to send it without this call waiting for it.
 */
export async function updateBookingStatus(id: string, status: "confirmed" | "cancelled"): Promise<BookingSummary> {
  const booking = await findBookingById(id);
  if (!booking) throw new BookingError("bookingNotFound", "bookingNotFound");
  const language = (booking.metadata as { language?: unknown } | null)?.language;
  const mail = await composeBookingMail(status, {
    bookingId: booking.id,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    confirmationNumber: booking.confirmationNumber,
    accommodationName: translated(booking.accommodation.translations, isLocale(language) ? language : routing.defaultLocale, "name", booking.accommodation.nameJa),
    checkIn: isoOf(booking.checkInDate),
    checkOut: isoOf(booking.checkOutDate),
    estimatedPrice: booking.estimatedPrice,
    language,
  });
  const db = await getDb();
  let changed = false;
  for (let attempt = 1; ; attempt++) {
    try {
      changed = await db.$transaction(async (tx) => {
        const { count } = await tx.bookingRequest.updateMany({ where: { id, status: "pending" }, data: { status } });
        if (count === 0) return false;
        await enqueueEmail(tx, mail);
        return true;
      });
      break;
    } catch (error) {
      if (isOverlapViolation(error)) throw new BookingError("unavailable", "unavailable");
      if (!isRetryableConflict(error) || attempt >= STATUS_UPDATE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
  if (!changed) throw new BookingError("notPending", "notPending");
  kickOutbox();
  return bookingSummary({ ...booking, status }, "ja");
}

/** The expiry job's entry point in the app (the route handler); the script calls core directly. */
export async function expirePendingBookings(now = new Date()): Promise<number> {
  return expireIn(await getDb(), now);
}
