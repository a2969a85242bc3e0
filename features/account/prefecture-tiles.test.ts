import { describe, expect, it } from "vitest";
import { PREFECTURES } from "@/data/japan";
import { PREFECTURE_TILES, TILE_COLUMNS, TILE_ROWS } from "./prefecture-tiles";

describe("the tile map of Japan", () => {
  it("places each of the 47 prefectures inside the grid, no two on the same square", () => {
    expect(Object.keys(PREFECTURE_TILES).map(Number).sort((a, b) => a - b)).toEqual(PREFECTURES.map((p) => p.code));
    const taken = new Map<string, number>();
    for (const [code, t] of Object.entries(PREFECTURE_TILES)) {
      for (let dx = 0; dx < (t.w ?? 1); dx++) {
        for (let dy = 0; dy < (t.h ?? 1); dy++) {
          const x = t.x + dx;
          const y = t.y + dy;
          expect(x).toBeLessThan(TILE_COLUMNS);
          expect(y).toBeLessThan(TILE_ROWS);
          const key = `${x},${y}`;
          expect(taken.get(key), `${code} and ${taken.get(key)} overlap at ${key}`).toBeUndefined();
          taken.set(key, Number(code));
        }
      }
    }
  });
});
