/** Carousel navigation wraps around in both directions. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export const CAROUSEL_AUTOPLAY_MS = 5000;
