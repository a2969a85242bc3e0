import { describe, expect, it } from "vitest";
import { noticesFor, splitTrips, type TripStatus } from "./trips";

const d = (s: string) => new Date(`${s}T00:00:00.000Z`);
const trip = (id: string, status: TripStatus, checkIn: string, checkOut: string) => ({
  id,
  status,
  checkInDate: d(checkIn),
  checkOutDate: d(checkOut),
  createdAt: new Date(`${checkIn}T01:00:00Z`),
  updatedAt: new Date(`${checkIn}T02:00:00Z`),
});

describe("trips", () => {
  it("keeps trips planned until check-out day, and cancelled ones in history", () => {
    const today = d("2026-12-10");
    const trips = [
      trip("past", "confirmed", "2026-11-01", "2026-11-03"),
      trip("now", "confirmed", "2026-12-09", "2026-12-10"),
      trip("later", "pending", "2027-01-05", "2027-01-07"),
      trip("soon", "confirmed", "2026-12-20", "2026-12-21"),
      trip("cancelled", "cancelled", "2027-02-01", "2027-02-02"),
    ];
    const { planned, history } = splitTrips(trips, today);
    expect(planned.map((t) => t.id)).toEqual(["now", "soon", "later"]);
    expect(history.map((t) => t.id)).toEqual(["cancelled", "past"]);
  });

  it("derives notices, with a reminder within a week of a confirmed trip", () => {
    const today = d("2026-12-10");
    const notices = noticesFor(
      [trip("a", "pending", "2027-01-05", "2027-01-06"), trip("b", "confirmed", "2026-12-14", "2026-12-15"), trip("c", "cancelled", "2026-12-12", "2026-12-13")],
      today,
    );
    expect(notices.map((n) => `${n.kind}:${n.trip.id}`).sort()).toEqual(["cancelled:c", "confirmed:b", "received:a", "upcoming:b"]);
  });
});
