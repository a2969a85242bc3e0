// How large a hero image must be (browser-safe: the form's picker and the server share it). A hero
// fills the top of a destination's page and the proposal card and is the picture links share
// (1200×630 is what link previews use); SVG artwork scales to any size and is always accepted.

export const HERO_MIN = { width: 1200, height: 630 } as const;

export interface HeroSize {
  width: number | null;
  height: number | null;
  /** SVG: drawn at any size. */
  vector: boolean;
}

/** True for a raster image smaller than HERO_MIN either way; an unknown size is not judged. */
export function heroTooSmall(size: HeroSize): boolean {
  if (size.vector || size.width === null || size.height === null) return false;
  return size.width < HERO_MIN.width || size.height < HERO_MIN.height;
}
