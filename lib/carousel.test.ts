import { describe, expect, it } from "vitest";
import { wrapIndex } from "./carousel";

describe("carousel navigation wraps around", () => {
  it.each([
    [3, 3, 0],
    [-1, 3, 2],
    [4, 3, 1],
    [-4, 3, 2],
    [0, 1, 0],
    [5, 0, 0],
  ])("index %i of %i → %i", (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected);
  });
});
