import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { updateBookingStatus } from "@/features/booking/server";
import { getDb } from "@/lib/db";
import { addDays, dbDate, japanToday } from "@/lib/japan-time";
import { AppError } from "@/lib/errors";
import { notFoundFailure } from "../shared/errors";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import type { BookingListQuery } from "./schemas";

function orderOf(query: BookingListQuery): Prisma.BookingRequestOrderByWithRelationInput[] {
  const dir = query.dir ?? (query.sort && query.sort !== "created" ? "asc" : "desc");
  switch (query.sort) {
    case "checkIn":
      return [{ checkInDate: dir }, { createdAt: "desc" }];
    case "status":
      return [{ status: dir }, { checkInDate: "asc" }];
    case "stay":
      return [{ accommodation: { nameJa: dir } }, { checkInDate: "asc" }];
    default:
      return [{ createdAt: dir }];
  }
}

/** Booking requests for the back office, newest first; search by confirmation number, name or e-mail. */
export async function listBookings(query: BookingListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.BookingRequestWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.stay) where.accommodationId = query.stay;
  const today = japanToday();
  // Arriving within 48 hours: check-in today, tomorrow or the day after, not cancelled.
  if (query.filter === "arriving48") Object.assign(where, { checkInDate: { gte: dbDate(today), lte: dbDate(addDays(today, 2)) }, status: query.status ?? { not: "cancelled" } });
  // Waiting for the stay: pending and sent to a stay that answers for itself.
  if (query.filter === "waitingStay") Object.assign(where, { status: "pending", accommodation: { reservationsEmail: { not: null } } });
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    where.OR = [{ confirmationNumber: contains }, { guestName: contains }, { guestEmail: contains }];
  }
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    db.bookingRequest.findMany({
      where,
      orderBy: orderOf(query),
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: {
        id: true,
        confirmationNumber: true,
        status: true,
        checkInDate: true,
        checkOutDate: true,
        guestName: true,
        guestEmail: true,
        guestPhone: true,
        guestCountAdults: true,
        guestCountChildren: true,
        specialRequests: true,
        estimatedPrice: true,
        createdAt: true,
        accommodationId: true,
        urgent: true,
        answeredBy: true,
        answeredAt: true,
        accommodation: { select: { nameJa: true } },
      },
    }),
    db.bookingRequest.count({ where }),
  ]);
  const items = rows.map((r) => ({
    ...r,
    checkIn: r.checkInDate.toISOString().slice(0, 10),
    checkOut: r.checkOutDate.toISOString().slice(0, 10),
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    accommodationName: r.accommodation.nameJa,
  }));
  return pageOf(items, total, page);
}
export type AdminBookingRow = Awaited<ReturnType<typeof listBookings>>["items"][number];

/** The confirmed booking that holds a request's dates, as the back office names it. */
export interface BookingConflict {
  id: string;
  confirmationNumber: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
}

/**
 * Another confirmed booking of the same stay whose dates overlap this request's (stays are
 * half-open, [check-in, check-out)). Only administrators see it: the booking service tells a
 * traveller no more than that the dates are taken.
 */
export async function findBookingConflict(id: string): Promise<BookingConflict | null> {
  const db = await getDb();
  const booking = await db.bookingRequest.findUnique({ where: { id }, select: { accommodationId: true, checkInDate: true, checkOutDate: true } });
  if (!booking) return null;
  const other = await db.bookingRequest.findFirst({
    where: { id: { not: id }, accommodationId: booking.accommodationId, status: "confirmed", checkInDate: { lt: booking.checkOutDate }, checkOutDate: { gt: booking.checkInDate } },
    orderBy: { checkInDate: "asc" },
    select: { id: true, confirmationNumber: true, checkInDate: true, checkOutDate: true, guestName: true },
  });
  if (!other) return null;
  return { id: other.id, confirmationNumber: other.confirmationNumber, checkIn: other.checkInDate.toISOString().slice(0, 10), checkOut: other.checkOutDate.toISOString().slice(0, 10), guestName: other.guestName };
}

export type BookingStatusOutcome = { outcome: "changed"; id: string; status: "confirmed" | "cancelled" } | { outcome: "conflict"; conflict: BookingConflict };

/**
 * Confirm or cancel a pending request (the guest gets an e-mail). A confirmation refused because
 * the dates are taken comes back naming the booking that holds them, so the administrator can
 * open it; that is an expected outcome, not a failure.
 */
export async function setBookingStatus(id: string, status: "confirmed" | "cancelled"): Promise<BookingStatusOutcome> {
  const admin = await requireAdmin();
  try {
    const summary = await updateBookingStatus(id, status, { userId: admin.user?.id ?? null });
    return { outcome: "changed", id: summary.id, status: summary.status as "confirmed" | "cancelled" };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw await notFoundFailure();
    if (!(error instanceof AppError) || error.code !== "BOOKING_UNAVAILABLE") throw error;
    const conflict = await findBookingConflict(id);
    if (!conflict) throw error;
    return { outcome: "conflict", conflict };
  }
}

/** A stay's confirmed nights in a month (YYYY-MM, Japan dates), for the per-stay calendar. */
export async function confirmedNights(stayId: string, month: string) {
  await requireAdmin();
  const db = await getDb();
  const first = `${month}-01`;
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
  const [stay, rows] = await Promise.all([
    db.accommodation.findUnique({ where: { id: stayId }, select: { id: true, nameJa: true } }),
    db.bookingRequest.findMany({
      where: { accommodationId: stayId, status: "confirmed", checkInDate: { lt: dbDate(next) }, checkOutDate: { gt: dbDate(first) } },
      orderBy: { checkInDate: "asc" },
      select: { confirmationNumber: true, guestName: true, checkInDate: true, checkOutDate: true, guestCountAdults: true, guestCountChildren: true },
    }),
  ]);
  if (!stay) return null;
  const nights: Record<string, { confirmationNumber: string; guestName: string; adults: number; children: number }> = {};
  for (const r of rows) {
    for (let d = r.checkInDate.toISOString().slice(0, 10); d < r.checkOutDate.toISOString().slice(0, 10); d = addDays(d, 1)) {
      if (d >= first && d < next) nights[d] = { confirmationNumber: r.confirmationNumber, guestName: r.guestName, adults: r.guestCountAdults, children: r.guestCountChildren };
    }
  }
  return { stay, month, first, next, nights };
}
