import { z } from "zod/mini";
import type { DepartureKind } from "@/features/departures";
import { storedValue } from "@/lib/browser-storage";

// The departure search history: the newest entry first, at most 10 kept, 3 shown when the
// departure field is empty.
export const HISTORY_KEEP = 10;
export const HISTORY_SHOWN = 3;

export interface DepartureHistoryEntry {
  label: string;
  kind: DepartureKind | "location" | "text";
  placeId?: string;
  /** The start as a station of our network, when it is one. */
  stationId?: string;
  latitude?: number;
  longitude?: number;
  /** When it was used, ms since the epoch. */
  at: number;
}

/** Adds an entry to the front, drops an older entry with the same label, keeps 10. */
export function addToHistory(history: DepartureHistoryEntry[], entry: DepartureHistoryEntry): DepartureHistoryEntry[] {
  const label = entry.label.trim();
  if (!label) return history.slice(0, HISTORY_KEEP);
  const key = label.toLowerCase();
  return [{ ...entry, label }, ...history.filter((h) => h.label.trim().toLowerCase() !== key)].slice(0, HISTORY_KEEP);
}

/** What the empty field shows: the 3 most recent entries. */
export function recentHistory(history: DepartureHistoryEntry[]): DepartureHistoryEntry[] {
  return history.slice(0, HISTORY_SHOWN);
}

const historyEntry = z.looseObject({
  label: z.string().check(z.minLength(1), z.maxLength(200)),
  kind: z.enum(["city", "station", "airport", "hotel", "attraction", "address", "location", "text"]),
  placeId: z.optional(z.string()),
  stationId: z.optional(z.string()),
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
  at: z.number(),
});

/** The history in the browser, under its fixed key (docs/product-rules.md#browser-storage). */
export const departureHistoryStore = storedValue<DepartureHistoryEntry[]>("departure-search-history", z.array(historyEntry));
