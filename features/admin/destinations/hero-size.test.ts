import { describe, expect, it } from "vitest";
import { HERO_MIN, heroTooSmall } from "./hero-size";

describe("a hero image's minimum size", () => {
  it("refuses a raster image smaller than 1200×630 either way", () => {
    expect(HERO_MIN).toEqual({ width: 1200, height: 630 });
    expect(heroTooSmall({ width: 64, height: 48, vector: false })).toBe(true);
    expect(heroTooSmall({ width: 1600, height: 600, vector: false })).toBe(true);
    expect(heroTooSmall({ width: 1199, height: 900, vector: false })).toBe(true);
  });

  it("accepts 1200×630 and larger, SVG at any size, and does not judge an unknown size", () => {
    expect(heroTooSmall({ width: 1200, height: 630, vector: false })).toBe(false);
    expect(heroTooSmall({ width: 4000, height: 3000, vector: false })).toBe(false);
    expect(heroTooSmall({ width: 64, height: 48, vector: true })).toBe(false);
    expect(heroTooSmall({ width: null, height: null, vector: false })).toBe(false);
  });
});
