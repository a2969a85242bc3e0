// Splitting a traveller's booking requests into planned trips and trip history. A trip is
// planned until its check-out day has passed (in Japan time) unless it was cancelled.

export type TripStatus = "pending" | "confirmed" | "cancelled";

export interface TripLike {
  status: TripStatus;
  checkInDate: Date;
  checkOutDate: Date;
}

export function isPlanned(trip: TripLike, today: Date): boolean {
  return trip.status !== "cancelled" && trip.checkOutDate.getTime() >= today.getTime();
}

export function splitTrips<T extends TripLike>(trips: T[], today: Date): { planned: T[]; history: T[] } {
  const planned = trips.filter((t) => isPlanned(t, today)).sort((a, b) => a.checkInDate.getTime() - b.checkInDate.getTime());
  const history = trips.filter((t) => !isPlanned(t, today)).sort((a, b) => b.checkInDate.getTime() - a.checkInDate.getTime());
  return { planned, history };
}

export type NoticeKind = "received" | "confirmed" | "cancelled" | "upcoming";

export interface Notice<T> {
  kind: NoticeKind;
  trip: T;
  at: Date;
}

const REMINDER_DAYS = 7;

/** Messages derived from the traveller's bookings: status news, and a reminder a week before. */
export function noticesFor<T extends TripLike & { createdAt: Date; updatedAt: Date }>(trips: T[], today: Date): Notice<T>[] {
  const notices: Notice<T>[] = [];
  for (const trip of trips) {
    const kind: NoticeKind = trip.status === "pending" ? "received" : trip.status;
    notices.push({ kind, trip, at: trip.status === "pending" ? trip.createdAt : trip.updatedAt });
    const daysAhead = (trip.checkInDate.getTime() - today.getTime()) / 86_400_000;
    if (trip.status === "confirmed" && daysAhead >= 0 && daysAhead <= REMINDER_DAYS) {
      notices.push({ kind: "upcoming", trip, at: today });
    }
  }
  return notices.sort((a, b) => b.at.getTime() - a.at.getTime());
}
