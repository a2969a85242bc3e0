import { clamp } from "@/lib/utils";

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 8;
export const DEFAULT_GUESTS = 2;

/** Guest count clamped to 1–8; anything that is not a number gives the default, 2. */
export function clampGuests(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return DEFAULT_GUESTS;
  return clamp(Math.round(n), MIN_GUESTS, MAX_GUESTS);
}
