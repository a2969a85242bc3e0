import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { requireAdmin } from "@/features/auth/server";
import { updateBookingStatus } from "@/features/booking/server";
import { getDb } from "@/lib/db";
import { PAGE_SIZE, pageOf } from "../shared/pagination";
import type { BookingListQuery } from "./schemas";

/** Booking requests for the back office, newest first; search by confirmation number, name or e-mail. */
export async function listBookings(query: BookingListQuery) {
  await requireAdmin();
  const db = await getDb();
  const where: Prisma.BookingRequestWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.q) {
    const contains = { contains: query.q, mode: "insensitive" as const };
    where.OR = [{ confirmationNumber: contains }, { guestName: contains }, { guestEmail: contains }];
  }
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    db.bookingRequest.findMany({
      where,
      orderBy: [{ createdAt: "desc" }],
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
    accommodationName: r.accommodation.nameJa,
  }));
  return pageOf(items, total, page);
}
export type AdminBookingRow = Awaited<ReturnType<typeof listBookings>>["items"][number];

/** Confirm or cancel a pending request (the guest gets an e-mail). */
export async function setBookingStatus(id: string, status: "confirmed" | "cancelled") {
  await requireAdmin();
  const summary = await updateBookingStatus(id, status);
  return { id: summary.id, status: summary.status };
}
