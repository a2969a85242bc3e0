import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** 12,345 → "12,345" (grouping as in Japanese and English alike). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("ja-JP").format(Math.round(value));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
