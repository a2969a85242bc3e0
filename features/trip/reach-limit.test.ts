import { describe, expect, it } from "vitest";
import { clampReachHours, isArriveBy, reachLimit } from "./reach-limit";

describe("the traveller's 'how far'", () => {
  it("leaves the budget to the trip's length when nothing is set", () => {
    expect(reachLimit(null, null)).toBeNull();
  });

  it("makes 1–4 h a hard limit and 5 h+ a starting budget", () => {
    expect(reachLimit(2, null)).toEqual({ minutes: 120, strict: true });
    expect(reachLimit(5, null)).toEqual({ minutes: 300, strict: false });
  });

  it("counts an arrival time from a six o'clock start, and keeps the tighter of the two", () => {
    expect(reachLimit(null, "10:00")).toEqual({ minutes: 240, strict: true });
    expect(reachLimit(3, "10:00")).toEqual({ minutes: 180, strict: true });
    expect(reachLimit(5, "08:30")).toEqual({ minutes: 150, strict: true });
  });

  it("reads only what the control offers", () => {
    expect(clampReachHours(3)).toBe(3);
    expect(clampReachHours(6)).toBeNull();
    expect(clampReachHours("3")).toBeNull();
    expect(isArriveBy("06:59")).toBe(false);
    expect(isArriveBy("07:00")).toBe(true);
    expect(isArriveBy("24:00")).toBe(false);
  });
});
