import { describe, expect, it } from "vitest";
import { isOn, monthRuns, monthsOf, monthsText, seasonOfTrip, tripMonths } from "./months";

describe("months of a trip and of the things on during it", () => {
  it("a trip touches the months from its first day to its last", () => {
    expect(tripMonths("2026-12-04", "2026-12-06")).toEqual([12]);
    expect(tripMonths("2026-12-30", "2027-01-02")).toEqual([1, 12]);
    expect(tripMonths(null, null, "2026-07-15")).toEqual([7]);
    expect(tripMonths("2026-08-31", null)).toEqual([8]);
  });

  it("lavender in July is not on for a December trip; a temple is", () => {
    expect(isOn([7], tripMonths("2026-12-04", "2026-12-06"))).toBe(false);
    expect(isOn(monthsOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), [12])).toBe(true);
    expect(monthsOf(undefined)).toHaveLength(12);
  });

  it("keeps December–February together and says months the way each language does", () => {
    expect(monthRuns([1, 2, 12])).toEqual([[12, 2]]);
    expect(monthRuns([4, 10, 11])).toEqual([[4, 4], [10, 11]]);
    expect(monthsText([7], "ja")).toBe("7月");
    expect(monthsText([7], "en")).toBe("July");
    expect(monthsText([12, 1, 2], "ja")).toBe("12〜2月");
    expect(monthsText([6, 7, 8], "en")).toBe("June–August");
    expect(monthsText([6, 7, 8], "ko")).toBe("6~8월");
    expect(monthsText([6, 7, 8], "zh")).toBe("6至8月");
    expect(monthsText([4, 10, 11], "en")).toBe("April, October–November");
  });

  it("names the trip's season by its first month", () => {
    expect(seasonOfTrip([12])).toBe("winter");
    expect(seasonOfTrip([2, 3])).toBe("winter");
    expect(seasonOfTrip([7])).toBe("summer");
  });
});
