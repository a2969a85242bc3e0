// Where each prefecture sits on the account's tile map of Japan: one square per prefecture (two
// for Hokkaido, Aomori and Fukushima), laid out by hand so that neighbours stay roughly
// neighbours, north-east at the top right, Okinawa apart at the bottom left. A schematic, not a
// map to measure on: the repository has no prefecture boundaries, and a grid reads well small.

export interface Tile {
  x: number;
  y: number;
  w?: number;
  h?: number;
}

export const TILE_COLUMNS = 14;
export const TILE_ROWS = 11;

/** By JIS X 0401 code. */
export const PREFECTURE_TILES: Record<number, Tile> = {
  1: { x: 12, y: 0, w: 2, h: 2 },
  2: { x: 12, y: 2, w: 2 },
  3: { x: 13, y: 3 },
  4: { x: 13, y: 4 },
  5: { x: 12, y: 3 },
  6: { x: 12, y: 4 },
  7: { x: 12, y: 5, w: 2 },
  8: { x: 13, y: 7 },
  9: { x: 13, y: 6 },
  10: { x: 12, y: 6 },
  11: { x: 12, y: 7 },
  12: { x: 13, y: 8 },
  13: { x: 12, y: 8 },
  14: { x: 12, y: 9 },
  15: { x: 11, y: 4 },
  16: { x: 10, y: 4 },
  17: { x: 9, y: 4 },
  18: { x: 9, y: 5 },
  19: { x: 11, y: 6 },
  20: { x: 11, y: 5 },
  21: { x: 10, y: 5 },
  22: { x: 11, y: 7 },
  23: { x: 10, y: 6 },
  24: { x: 10, y: 7 },
  25: { x: 9, y: 6 },
  26: { x: 8, y: 6 },
  27: { x: 8, y: 7 },
  28: { x: 7, y: 6 },
  29: { x: 9, y: 7 },
  30: { x: 8, y: 8 },
  31: { x: 6, y: 6 },
  32: { x: 5, y: 6 },
  33: { x: 6, y: 7 },
  34: { x: 5, y: 7 },
  35: { x: 4, y: 7 },
  36: { x: 6, y: 9 },
  37: { x: 6, y: 8 },
  38: { x: 5, y: 8 },
  39: { x: 5, y: 9 },
  40: { x: 3, y: 8 },
  41: { x: 2, y: 8 },
  42: { x: 1, y: 8 },
  43: { x: 3, y: 9 },
  44: { x: 4, y: 8 },
  45: { x: 4, y: 9 },
  46: { x: 3, y: 10 },
  47: { x: 0, y: 10 },
};
