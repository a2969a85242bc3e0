import { describe, expect, it } from "vitest";
import { addDays, dbDate, isIsoDate, japanToday, nightsBetween, weekday } from "./japan-time";

describe("calendar days in Japan", () => {
  it("uses the date in Japan, which is ahead of UTC", () => {
    expect(japanToday(new Date("2026-12-01T16:30:00Z"))).toBe("2026-12-02");
    expect(japanToday(new Date("2026-12-01T14:59:00Z"))).toBe("2026-12-01");
    expect(dbDate(japanToday(new Date("2026-12-01T16:30:00Z"))).toISOString()).toBe("2026-12-02T00:00:00.000Z");
  });

  it("adds days across months and years, and names weekdays", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(weekday("2026-11-28")).toBe(6);
  });

  it("counts nights as the day difference rounded up, the same for strings and database dates", () => {
    expect(nightsBetween("2026-12-01", "2026-12-03")).toBe(2);
    expect(nightsBetween(dbDate("2026-12-01"), dbDate("2026-12-03"))).toBe(2);
    expect(nightsBetween("2026-12-01T15:00:00Z", "2026-12-02T10:00:00Z")).toBe(1);
    expect(nightsBetween("2026-12-01", null)).toBe(1);
    expect(nightsBetween("2026-12-03", "2026-12-01")).toBe(0);
  });

  it("accepts only real calendar days", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-1-01")).toBe(false);
  });
});
