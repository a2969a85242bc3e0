import { describe, expect, it } from "vitest";
import { addDays, japanToday } from "@/lib/japan-time";
import { bookingRequestSchema } from "./schemas";

const checkIn = addDays(japanToday(), 30);
const request = {
  guestName: " 山田 花子 ",
  guestEmail: " Hana@Example.COM ",
  guestPhone: "090-1234-5678",
  accommodationId: "0f9e8d7c-6b5a-4a3b-8c2d-1e0f2a3b4c5d",
  checkIn,
  checkOut: addDays(checkIn, 2),
};

/** Each issue as "path: message key". */
function issues(input: unknown): string[] {
  const parsed = bookingRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("the booking request schema", () => {
  it("trims the texts, lowers the e-mail and fills the defaults", () => {
    const parsed = bookingRequestSchema.parse({ ...request, specialRequests: "   " });
    expect(parsed).toEqual({ ...request, guestName: "山田 花子", guestEmail: "hana@example.com", specialRequests: undefined, adults: 1, children: 0, paymentMethod: "onsite" });
  });

  it("names each field's problem with a message key", () => {
    expect(issues({ ...request, guestName: "   ", guestEmail: "nope", guestPhone: "12-34", estimatedArrivalTime: "25:00", paymentMethod: "cash" })).toEqual([
      "guestName: required",
      "guestEmail: emailInvalid",
      "guestPhone: phoneInvalid",
      "estimatedArrivalTime: arrivalInvalid",
      "paymentMethod: paymentInvalid",
    ]);
    expect(issues({ ...request, guestName: "a\u0001b", specialRequests: "x".repeat(1001) })).toEqual(["guestName: invalidText", "specialRequests: requestsTooLong"]);
  });

  it("checks the party and the dates together", () => {
    expect(issues({ ...request, adults: 6, children: 3 })).toEqual(["children: guestsInvalid"]);
    expect(issues({ ...request, adults: 0 })).toEqual(["adults: guestsInvalid"]);
    expect(issues({ ...request, checkOut: checkIn })).toEqual(["checkOut: checkOutAfterCheckIn"]);
    expect(issues({ ...request, checkOut: addDays(checkIn, 15) })).toEqual(["checkOut: stayTooLong"]);
    expect(issues({ ...request, checkIn: addDays(checkIn, 400), checkOut: addDays(checkIn, 401) })).toEqual(["checkIn: checkInTooFar"]);
    expect(issues({ ...request, checkIn: "2031-02-30" })).toEqual(["checkIn: dateInvalid"]);
  });
});
