// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { storedBookingStore } from "./stored-booking";

beforeEach(() => localStorage.clear());

describe("the booking this browser made", () => {
  const booking = {
    id: "5b0c7d0e-8f1a-4c3b-9d2e-1f0a2b3c4d5e",
    confirmationNumber: "EG-MB1X2Y3Z-AB12-5B0C7D0E",
    guestEmail: "hana@example.com",
    accommodationId: "0f9e8d7c-6b5a-4a3b-8c2d-1e0f2a3b4c5d",
    destinationId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    checkIn: "2031-05-10",
    checkOut: "2031-05-12",
  };

  it("round-trips under tabigacha-booking", () => {
    storedBookingStore.write(booking);
    expect(JSON.parse(localStorage.getItem("tabigacha-booking")!)).toEqual(booking);
    expect(storedBookingStore.read()).toEqual(booking);
  });

  it("reads an entry without an id or with a bad date as absent", () => {
    localStorage.setItem("tabigacha-booking", JSON.stringify({ ...booking, id: "nope" }));
    expect(storedBookingStore.read()).toBeNull();
    localStorage.setItem("tabigacha-booking", JSON.stringify({ ...booking, checkOut: "2031-13-01" }));
    expect(storedBookingStore.read()).toBeNull();
  });
});
