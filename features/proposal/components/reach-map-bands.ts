import type { ReachMapPlace } from "../reach-map";

// The travel-time bands of the reach map: up to 1 h, 2 h, 3 h, 4 h, 5 h, and beyond.
export const BAND_LIMITS = [60, 120, 180, 240, 300] as const;
export const BAND_COLORS = ["#0f766e", "#65a30d", "#ca8a04", "#ea580c", "#dc2626", "#78716c"] as const;

export function bandOf(minutes: number | null): number {
  if (minutes === null) return BAND_LIMITS.length;
  const i = BAND_LIMITS.findIndex((limit) => minutes <= limit);
  return i === -1 ? BAND_LIMITS.length : i;
}

export function withinLimit(places: readonly ReachMapPlace[], limit: number): number {
  return places.filter((p) => p.minutes !== null && p.minutes <= limit).length;
}
