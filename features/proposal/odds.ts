// Server code only (through lib/db); see service.ts.
import type { Locale } from "@/i18n/routing";
import { getSql } from "@/lib/db";
import type { Season } from "@/data/catalogue/schema";
import { questionPool } from "./draw-pool";
import { openSeal } from "./draw-seed";
import { nextChances, poolDigest } from "./fair-draw";
import type { ProposalInput } from "./schemas";
import { weightedEntries, weightFactors } from "./reach-filter";

// 'How this draw works': every destination of the current pool with what weighs on it and its
// chance on the next press, and what the question left out and why. Built from the same pool and
// weights as the draw (draw-pool.ts, reach-filter.ts), so the browser can recompute a pick from it.

export interface OddsEntry {
  id: string;
  name: string;
  prefecture: string;
  weight: number;
  /** SEASON_WEIGHT when the trip is in its best season, else 1. */
  season: number;
  /** The share of its selling points on during the trip (null: it lists none). */
  onShare: number | null;
  /** Its chance on the next press, 0–1 (0 once seen, until the list starts again). */
  chance: number;
  seen: boolean;
}

export type LeftOutReason = "tooFar" | "overBudget" | "noFreeStay" | "excluded";

export interface PoolOdds {
  ok: true;
  season: Season;
  entries: OddsEntry[];
  leftOut: { id: string; name: string; prefecture: string; reason: LeftOutReason }[];
  digest: string;
}

/** The visitor's seen list; without a row, the pick the seal carries (a first draw stores nothing: service.ts). */
async function seenBy(visitorId: string | null, seal: string | undefined): Promise<Set<string>> {
  const carried = openSeal(seal)?.carried;
  if (!visitorId) return new Set(carried ? [carried] : []);
  const sql = await getSql();
  const rows = await sql.query<{ shown: string[] | null }>("SELECT shown_destination_ids::text[] AS shown FROM proposal_visitors WHERE id = $1::uuid", [visitorId], "proposal_odds_seen");
  return new Set(rows.length ? (rows[0].shown ?? []) : carried ? [carried] : []);
}

/** The odds of the next press; `input.seal` is the seal the screen holds for it. */
export async function poolOdds(input: ProposalInput, visitorId: string | null, locale: Locale): Promise<PoolOdds> {
  const { pool, reachAll, affordable, beforeExclusions, reach } = await questionPool(input, locale);
  const entries = weightedEntries(reach);
  const seen = await seenBy(visitorId, input.seal);
  const chances = nextChances(entries, seen);
  const byId = pool.byId;
  const named = (id: string) => ({ id, name: byId.get(id)!.names[locale], prefecture: byId.get(id)!.prefecture });
  return {
    ok: true,
    season: reach.season,
    entries: entries.map((e) => {
      const f = weightFactors(byId.get(e.id)!, reach.season, reach.months);
      return { ...named(e.id), weight: e.weight, season: f.season, onShare: f.onShare, chance: chances.get(e.id) ?? 0, seen: seen.has(e.id) };
    }),
    leftOut: [
      ...pool.destinations.filter((d) => !reachAll.ids.has(d.id)).map((d) => ({ ...named(d.id), reason: "tooFar" as const })),
      ...reachAll.destinations.filter((d) => !affordable.ids.has(d.id)).map((d) => ({ ...named(d.id), reason: "overBudget" as const })),
      ...affordable.destinations.filter((d) => !beforeExclusions.ids.has(d.id)).map((d) => ({ ...named(d.id), reason: "noFreeStay" as const })),
      ...beforeExclusions.destinations.filter((d) => !reach.ids.has(d.id)).map((d) => ({ ...named(d.id), reason: "excluded" as const })),
    ],
    digest: poolDigest(entries),
  };
}
