import { describe, expect, it } from "vitest";
import { clampGuests } from "./guests";

describe("guest count", () => {
  it.each([
    [1, 1],
    [2, 2],
    [8, 8],
    [0, 1],
    [-3, 1],
    [9, 8],
    [100, 8],
    [3.6, 4],
    ["5", 5],
    ["12", 8],
  ])("%j → %i", (input, expected) => {
    expect(clampGuests(input)).toBe(expected);
  });

  it.each([undefined, null, NaN, "", "two", {}])("%j → the default, 2", (input) => {
    expect(clampGuests(input)).toBe(2);
  });
});
