import { describe, expect, it } from "vitest";
import { stayBookingState } from "./stay-booking-state";
import { type StoredBooking } from "./stored-booking";

const stored = {
  id: "7a1c0b7e-2f55-4c2b-9d3e-0a1b2c3d4e5f",
  confirmationNumber: "EG-LX1-ABCD-7A1C0B7E",
  guestEmail: "guest@example.com",
  accommodationId: "stay-1",
  destinationId: "dest-1",
  checkIn: "2026-05-09",
  checkOut: "2026-05-10",
};
const booking: StoredBooking = stored;
const answer = (status: string, extra = {}) => ({ id: stored.id, status, confirmationNumber: stored.confirmationNumber, accommodationId: "stay-1", checkIn: "2026-05-09", checkOut: "2026-05-10", ...extra });

describe("whether the chosen stay is booked", () => {
  it("is requested while pending and confirmed once confirmed", () => {
    expect(stayBookingState("stay-1", booking, answer("pending"))).toMatchObject({ kind: "requested", confirmationNumber: stored.confirmationNumber });
    expect(stayBookingState("stay-1", booking, answer("confirmed"))).toMatchObject({ kind: "confirmed" });
    expect(stayBookingState("stay-1", booking, { ok: true, booking: answer("confirmed") })).toMatchObject({ kind: "confirmed" });
  });

  it("carries the stay's address and clock times when the answer has them", () => {
    expect(stayBookingState("stay-1", booking, answer("pending", { accommodationAddress: "箱根町湯本1-1", checkInTime: "15:00", checkOutTime: null }))).toMatchObject({
      stay: { address: "箱根町湯本1-1", checkInTime: "15:00", checkOutTime: null },
    });
    expect(stayBookingState("stay-1", booking, answer("confirmed"))).toMatchObject({ stay: { address: null, checkInTime: null, checkOutTime: null } });
  });

  it("says who answered and when, once someone has", () => {
    expect(stayBookingState("stay-1", booking, answer("confirmed", { answeredBy: "stay", answeredAt: "2026-05-01T03:00:00.000Z" }))).toMatchObject({ answeredBy: "stay", answeredAt: "2026-05-01T03:00:00.000Z" });
    expect(stayBookingState("stay-1", booking, answer("pending"))).toMatchObject({ answeredBy: null, answeredAt: null });
  });

  it("is not booked when cancelled, missing, for another stay, or when the answer is unusable", () => {
    expect(stayBookingState("stay-1", booking, answer("cancelled")).kind).toBe("notBooked");
    expect(stayBookingState("stay-1", null, answer("confirmed")).kind).toBe("notBooked");
    expect(stayBookingState("stay-2", booking, answer("confirmed")).kind).toBe("notBooked");
    expect(stayBookingState("stay-1", booking, null).kind).toBe("notBooked");
    expect(stayBookingState("stay-1", booking, { status: "confirmed" }).kind).toBe("notBooked");
    expect(stayBookingState("stay-1", booking, answer("confirmed", { id: "another" })).kind).toBe("notBooked");
    expect(stayBookingState(null, booking, answer("confirmed")).kind).toBe("notBooked");
  });
});
