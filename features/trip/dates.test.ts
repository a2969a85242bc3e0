import { describe, expect, it } from "vitest";
import { isBookableStay, lastCheckInDay, stayDatesIssue } from "./dates";
import { daysBetween } from "@/lib/japan-time";

// 2026-11-23 09:00 in Japan is 00:00 UTC; 2026-11-23 23:30 in Japan is 14:30 UTC.
const morning = new Date("2026-11-23T00:00:00Z");
const lateEvening = new Date("2026-11-23T14:30:00Z");
const afterMidnightInJapan = new Date("2026-11-23T15:30:00Z"); // 2026-11-24 00:30 in Japan

describe("the booking window", () => {
  it("ends on the same calendar day a year later, in Japan's calendar", () => {
    expect(lastCheckInDay(morning)).toBe("2027-11-23");
    expect(lastCheckInDay(lateEvening)).toBe("2027-11-23");
    expect(lastCheckInDay(afterMidnightInJapan)).toBe("2027-11-24");
    expect(lastCheckInDay(new Date("2028-02-29T03:00:00Z"))).toBe("2029-02-28");
  });

  it("names what is wrong with a stay: order, past, too far, too long", () => {
    expect(stayDatesIssue("2026-11-30", "2026-11-30", morning)).toBe("checkOutAfterCheckIn");
    expect(stayDatesIssue("2026-11-22", "2026-11-24", morning)).toBe("checkInFromToday");
    expect(stayDatesIssue("2027-11-24", "2027-11-25", morning)).toBe("checkInTooFar");
    expect(stayDatesIssue("2026-12-01", "2026-12-16", morning)).toBe("stayTooLong");
    expect(stayDatesIssue("2027-01-22", "9999-12-31", morning)).toBe("stayTooLong");
    expect(stayDatesIssue("2026-11-23", "2026-11-24", morning)).toBeNull();
    expect(stayDatesIssue("2026-12-01", "2026-12-15", morning)).toBeNull();
    expect(stayDatesIssue("2027-11-23", "2027-12-07", morning)).toBeNull();
  });

  it("keeps dates from an earlier visit only while they can be booked (no end: one night)", () => {
    expect(isBookableStay("2026-12-05", null, morning)).toBe(true);
    expect(isBookableStay("2026-11-20", null, morning)).toBe(false);
    expect(isBookableStay("2028-01-01", "2028-01-02", morning)).toBe(false);
    expect(isBookableStay("2026-12-05", "2027-01-05", morning)).toBe(false);
  });

  it("counts days by arithmetic, either way round", () => {
    expect(daysBetween("2026-12-01", "2026-12-15")).toBe(14);
    expect(daysBetween("2026-12-15", "2026-12-01")).toBe(-14);
    expect(daysBetween("0001-01-01", "9999-12-31")).toBe(3_652_058);
  });
});
