import { describe, expect, it } from "vitest";
import { japanClock } from "./japan-clock";

describe("japanClock", () => {
  it("shows a moment in Japan time, across midnight", () => {
    expect(japanClock("2026-11-28T16:05:00.000Z")).toBe("2026-11-29 01:05 JST");
    expect(japanClock(null)).toBe("");
  });
});
