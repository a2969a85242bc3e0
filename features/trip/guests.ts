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

export const MAX_CHILDREN = MAX_GUESTS - 1;

/** Children among the party: 0–7 and always fewer than the party (someone grown-up goes too). */
export function clampChildren(value: unknown, guests: number): number {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0;
  return clamp(n, 0, Math.max(0, Math.min(MAX_CHILDREN, guests - 1)));
}

/** The optional 'everything for us under ¥…' cap, in steps of ¥10,000; null when off. */
export const BUDGET_CAP_STEP = 10_000;
export const MIN_BUDGET_CAP = 10_000;
export const MAX_BUDGET_CAP = 1_000_000;
export function clampBudgetCap(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
  return clamp(Math.round(value / BUDGET_CAP_STEP) * BUDGET_CAP_STEP, MIN_BUDGET_CAP, MAX_BUDGET_CAP);
}
