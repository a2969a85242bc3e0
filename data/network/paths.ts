import { extraHubs, ferryLinks, railLinks } from ".";
import type { NodeId } from "./types";

// Fastest public-transport minutes between the network's nodes: a shortest path over the trunk
// rail links, the ferries, the one flight the mainland needs to reach Okinawa, and the walk or
// bus between a port and its nearest station. An estimate by construction (each link is the usual
// daytime service; changes cost a fixed allowance), held to reality by data/network/journeys.ts.

/** Minutes added per link: stops, walking along the platform, waiting for the connection. */
export const MINUTES_PER_LINK = 3;
/** Minutes between a port and its nearest hub (bus or taxi and boarding): an estimate. */
export const PORT_TRANSFER_MINUTES = 25;

/**
 * Haneda–Naha by air, the only way from the mainland network to Okinawa's nodes: about 2h30 in
 * the air (ANA's first flight is timetabled 6:10→9:10 including taxiing), plus an allowance of
 * 60 min for security and boarding. Sources: https://www.airtrip.jp/travel-column/3099 (ANA 6:10
 * Haneda → 9:10 Naha), http://whisperinglawns.com/2019/04/21/ ("東京から那覇空港までは片道約2時間半").
 * An estimate.
 */
export const HANEDA_NAHA_MINUTES = 150 + 60;

type Edge = { to: NodeId; minutes: number };

function graph(): Map<NodeId, Edge[]> {
  const g = new Map<NodeId, Edge[]>();
  const add = (a: NodeId, b: NodeId, minutes: number) => {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      if (!g.has(x)) g.set(x, []);
      g.get(x)!.push({ to: y, minutes });
    }
  };
  for (const l of railLinks) add(l.from, l.to, l.minutes + MINUTES_PER_LINK);
  for (const f of ferryLinks) add(f.from, f.to, f.minutes + MINUTES_PER_LINK);
  for (const e of extraHubs) if (e.kind === "port") add(e.id, e.nearestHub, PORT_TRANSFER_MINUTES);
  add("haneda-airport", "naha-airport", HANEDA_NAHA_MINUTES);
  return g;
}

let cached: Map<NodeId, Edge[]> | null = null;

/** Fastest minutes from one node to every node it reaches (estimates). */
export function minutesFrom(origin: NodeId): Map<NodeId, number> {
  cached ??= graph();
  const best = new Map<NodeId, number>([[origin, 0]]);
  const done = new Set<NodeId>();
  // The network has about 110 nodes: a linear scan for the next node is fast enough.
  for (;;) {
    let next: NodeId | null = null;
    for (const [node, m] of best) if (!done.has(node) && (next === null || m < best.get(next)!)) next = node;
    if (next === null) return best;
    done.add(next);
    const here = best.get(next)!;
    for (const e of cached.get(next) ?? []) {
      const m = here + e.minutes;
      if (m < (best.get(e.to) ?? Infinity)) best.set(e.to, m);
    }
  }
}
