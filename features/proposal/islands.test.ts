import { describe, expect, it } from "vitest";
import { departsFromIslands } from "./islands";

describe("departsFromIslands", () => {
  it("is true from Naha and from Ishigaki, false from Kagoshima, Hakata and Tokyo", () => {
    expect(departsFromIslands({ latitude: 26.2123, longitude: 127.6792 })).toBe(true);
    expect(departsFromIslands({ latitude: 24.3448, longitude: 124.1572 })).toBe(true);
    expect(departsFromIslands({ latitude: 31.5839, longitude: 130.5413 })).toBe(false);
    expect(departsFromIslands({ latitude: 33.5902, longitude: 130.4207 })).toBe(false);
    expect(departsFromIslands({ latitude: 35.6812, longitude: 139.7671 })).toBe(false);
  });
});
