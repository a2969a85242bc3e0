import "server-only";
import { enqueueEmail, kickOutbox } from "@/features/outbox/server";
import { getDb } from "@/lib/db";
import { dbDate, isoOf } from "@/lib/japan-time";
import { alternativeDates, isOverlapViolation, isRetryableConflict } from "./db-rules";
import { BookingError } from "./errors";
import { mailSelect } from "./mail/facts";
import { declinedMail, voucherMail } from "./mail/guest-mails";
import type { BookingSummary, DateRangeOption } from "./schemas";
import { findBookingById } from "./service";
import { checkStayToken, type StayAction } from "./stay-links";
import { bookingSummary } from "./views";

// Answering a request: pending → confirmed (the traveller gets the voucher) or cancelled (the
// traveller gets the decline, with the stay's alternative or the free dates around). The stay
// answers through its signed link; an administrator can answer for it, and the row records which.

export interface BookingAnswerInput {
  status: "confirmed" | "cancelled";
  by: "stay" | "admin";
  userId?: string | null;
  note?: string | null;
  alternative?: DateRangeOption | null;
  now?: Date;
}

/** Deadlocks between racing confirmations are retried this many times in all (see isRetryableConflict). */
const STATUS_UPDATE_ATTEMPTS = 5;

/**
 * Confirming leans on the database's exclusion constraint, so of two overlapping confirmations
 * exactly one wins. The traveller's mail is written in the same transaction and the outbox is
 * asked to send it without this call waiting.
 */
export async function answerBooking(id: string, answer: BookingAnswerInput): Promise<BookingSummary> {
  const booking = await findBookingById(id);
  if (!booking) throw new BookingError("bookingNotFound", "bookingNotFound");
  const now = answer.now ?? new Date();
  const db = await getDb();
  const alternatives =
    answer.status === "cancelled" && !answer.alternative ? await alternativeDates(db, booking.accommodationId, isoOf(booking.checkInDate), isoOf(booking.checkOutDate), now) : [];
  const data = {
    status: answer.status,
    answeredBy: answer.by,
    answeredByUserId: answer.userId ?? null,
    answeredAt: now,
    declineNote: answer.note?.trim() || null,
    alternativeCheckIn: answer.alternative ? dbDate(answer.alternative.checkIn) : null,
    alternativeCheckOut: answer.alternative ? dbDate(answer.alternative.checkOut) : null,
  };
  let changed = false;
  for (let attempt = 1; ; attempt++) {
    try {
      changed = await db.$transaction(async (tx) => {
        const { count } = await tx.bookingRequest.updateMany({ where: { id, status: "pending" }, data });
        if (count === 0) return false;
        const row = await tx.bookingRequest.findUniqueOrThrow({ where: { id }, select: mailSelect });
        await enqueueEmail(tx, answer.status === "confirmed" ? await voucherMail(row, now) : declinedMail(row, alternatives));
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
  return bookingSummary({ ...booking, status: answer.status, answeredBy: answer.by, answeredAt: now }, "ja");
}

/** The back office's answer, on the stay's behalf. */
export async function updateBookingStatus(id: string, status: "confirmed" | "cancelled", by: { userId?: string | null } = {}): Promise<BookingSummary> {
  return answerBooking(id, { status, by: "admin", userId: by.userId ?? null });
}

export type StayLinkState =
  | { state: "open"; action: StayAction; booking: NonNullable<Awaited<ReturnType<typeof findBookingById>>> }
  | { state: "answered"; status: string }
  | { state: "expired" | "invalid" };

/** What a stay's link leads to: the request to answer, or why there is nothing to answer. */
export async function stayLinkState(token: string, now = new Date()): Promise<StayLinkState> {
  const check = checkStayToken(token, now);
  if (!check.ok) return { state: check.reason };
  const booking = await findBookingById(check.bookingId);
  if (!booking) return { state: "invalid" };
  if (booking.status !== "pending") return { state: "answered", status: booking.status };
  return { state: "open", action: check.action, booking };
}

export type StayAnswerOutcome = "accepted" | "declined" | "answered" | "expired" | "invalid" | "taken";

/** The stay's click: accept, or decline with an optional alternative and note. */
export async function answerAsStay(token: string, input: { note?: string | null; alternative?: DateRangeOption | null }, now = new Date()): Promise<StayAnswerOutcome> {
  const link = await stayLinkState(token, now);
  if (link.state !== "open") return link.state;
  const accept = link.action === "accept";
  try {
    await answerBooking(link.booking.id, accept ? { status: "confirmed", by: "stay", now } : { status: "cancelled", by: "stay", note: input.note, alternative: input.alternative, now });
    return accept ? "accepted" : "declined";
  } catch (error) {
    if (error instanceof BookingError && error.reason === "notPending") return "answered";
    if (error instanceof BookingError && error.reason === "unavailable") return "taken";
    throw error;
  }
}
