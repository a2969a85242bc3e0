// The browser's check of a draw: the revealed seed hashes to what was on screen before the press,
// and the pick follows from the seed, the pool and the weights by the same arithmetic the server
// used (fair-draw.ts).
import { pickFrom, poolDigest, type WeightedEntry } from "./fair-draw";
import type { DrawCheck } from "./types";

/**
 * checked: sealed before the press and recomputed; recomputed: the pick follows from the seed, but
 * the seed was not shown before this draw (a visit's first); poolChanged: the catalogue moved
 * since the draw, nothing to compare; failed: the hash or the pick does not match.
 */
export type CheckResult = "checked" | "recomputed" | "poolChanged" | "failed" | "unavailable";

export async function sha256Hex(text: string): Promise<string | null> {
  // crypto.subtle exists only on secure pages (https, localhost).
  if (typeof crypto === "undefined" || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function checkDraw(draw: DrawCheck, pickedId: string, entries: readonly WeightedEntry[], sealedBefore: string | null): Promise<CheckResult> {
  if (poolDigest(entries) !== draw.digest) return "poolChanged";
  if (pickFrom(entries, draw.seed, draw.skipped) !== pickedId) return "failed";
  const hash = await sha256Hex(draw.seed);
  if (hash === null) return "unavailable";
  if (hash !== draw.commitment) return "failed";
  return draw.committed && sealedBefore === draw.commitment ? "checked" : "recomputed";
}
