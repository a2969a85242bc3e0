import { describe, expect, it } from "vitest";
import { upcomingHolidays } from "./holidays";

describe("upcoming Japanese holidays", () => {
  it("lists holidays from today's Japanese date for about a year, in Japanese and English", () => {
    // 02:00 on 23 November 2026 in Japan is still the 22nd in UTC.
    const h = upcomingHolidays(new Date("2026-11-22T17:00:00Z"));
    expect(h["2026-11-23"]).toEqual({ ja: "勤労感謝の日", en: "Labor Thanksgiving Day" });
    expect(h["2027-01-01"]?.ja).toBe("元日");
    expect(h["2026-11-03"]).toBeUndefined();
    expect(Object.keys(h).every((d) => d >= "2026-11-23" && d <= "2027-12-28")).toBe(true);
  });
});
