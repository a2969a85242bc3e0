import { z } from "zod/mini";
import { storedValue } from "@/lib/browser-storage";
import { PRODUCT } from "./storage";

// The places a traveller asked the draw to leave out: 'never' (not this place) and 'been' (been
// there), kept in the browser; for a signed-in traveller a copy of their account's list, which the
// account feature merges this one into at sign-in. 'Just this search' lives in the session only.

export const EXCLUSION_KINDS = ["never", "been"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** At most this many places are kept (and sent with a draw). */
export const MAX_EXCLUSIONS = 500;

const item = z.object({ id: z.string().check(z.maxLength(40)), name: z.string().check(z.maxLength(200)), kind: z.enum(EXCLUSION_KINDS) });
export type PlaceExclusion = z.infer<typeof item>;

const exclusions = z.object({
  items: z.array(item),
  /** The list mirrors this account's (set after a merge): it is not merged again. */
  account: z.optional(z.string()),
});
export type PlaceExclusions = z.infer<typeof exclusions>;

export const placeExclusionsStore = storedValue(`${PRODUCT}-place-exclusions`, exclusions);

/** Adds (or changes the kind of) a place; the newest first. */
export function withExclusion(list: PlaceExclusions | null, entry: PlaceExclusion): PlaceExclusions {
  const items = [entry, ...(list?.items ?? []).filter((i) => i.id !== entry.id)].slice(0, MAX_EXCLUSIONS);
  return { ...list, items };
}

export function withoutExclusion(list: PlaceExclusions | null, id: string): PlaceExclusions {
  return { ...list, items: (list?.items ?? []).filter((i) => i.id !== id) };
}

// 'Not this place, just this search': per search key, for this tab's session.
const SEARCH_KEY = `${PRODUCT}-search-exclusions`;

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function searchExclusions(key: string): string[] {
  try {
    const all = JSON.parse(session()?.getItem(SEARCH_KEY) ?? "{}") as Record<string, unknown>;
    const ids = all[key];
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === "string").slice(0, MAX_EXCLUSIONS) : [];
  } catch {
    return [];
  }
}

export function addSearchExclusion(key: string, id: string): void {
  const s = session();
  if (!s) return;
  let all: Record<string, string[]> = {};
  try {
    all = JSON.parse(s.getItem(SEARCH_KEY) ?? "{}") as Record<string, string[]>;
  } catch {
    all = {};
  }
  all[key] = [...new Set([...(Array.isArray(all[key]) ? all[key] : []), id])];
  s.setItem(SEARCH_KEY, JSON.stringify(all));
}
