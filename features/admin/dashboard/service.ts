import "server-only";
import { requireAdmin } from "@/features/auth/server";
import { getDb } from "@/lib/db";
import { BOOKING_STATUSES } from "../shared/enums";

/** The figures on the dashboard, all read in one go. */
export async function dashboardData() {
  await requireAdmin();
  const db = await getDb();
  const [destinationTotal, destinationActive, destinationFeatured, featuredActive, stayTotal, stayActive, stayDraft, hintTotal, spotTotal, imageTotal, bookingGroups, recentBookings, recentErrors, errorsLastDay] =
    await Promise.all([
      db.destination.count(),
      db.destination.count({ where: { status: "active" } }),
      db.destination.count({ where: { isFeatured: true } }),
      db.destination.count({ where: { isFeatured: true, status: "active" } }),
      db.accommodation.count(),
      db.accommodation.count({ where: { status: "active" } }),
      db.accommodation.count({ where: { status: "draft" } }),
      db.adventureHint.count(),
      db.localSpot.count(),
      db.storedImage.count(),
      db.bookingRequest.groupBy({ by: ["status"], _count: true }),
      db.bookingRequest.findMany({
        orderBy: { createdAt: "desc" },
        take: 6,
        select: {
          id: true,
          confirmationNumber: true,
          status: true,
          guestName: true,
          checkInDate: true,
          checkOutDate: true,
          guestCountAdults: true,
          guestCountChildren: true,
          estimatedPrice: true,
          createdAt: true,
          accommodation: { select: { nameJa: true, nameEn: true } },
        },
      }),
      db.errorLog.findMany({ orderBy: { timestamp: "desc" }, take: 6, select: { id: true, message: true, code: true, severity: true, timestamp: true, url: true } }),
      db.errorLog.count({ where: { timestamp: { gte: new Date(Date.now() - 24 * 60 * 60 * 1000) } } }),
    ]);
  const bookings = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, bookingGroups.find((g) => g.status === s)?._count ?? 0])) as Record<(typeof BOOKING_STATUSES)[number], number>;
  return {
    destinations: { total: destinationTotal, active: destinationActive, featured: destinationFeatured, featuredActive },
    stays: { total: stayTotal, active: stayActive, draft: stayDraft },
    hints: hintTotal,
    spots: spotTotal,
    images: imageTotal,
    bookings,
    recentBookings,
    recentErrors,
    errorsLastDay,
  };
}

export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;
