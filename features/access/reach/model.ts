import type { Localized } from "@/data/catalogue/schema";
import { haversineKm } from "@/data/japan";
import type { NodeId } from "@/data/network";
import { AT_HUB_KM, TRANSFER_MINUTES } from "./constants";
import { nodes } from "./graph";
import { lastLegsOf, onwardMinutes, waitFor } from "./last-legs";
import { carTo, roadFrom } from "./roads";
import { localFare, localMinutes, nearest, pathFare, pathOf, round10, segmentsOf, transitFrom } from "./transit";
import type { Origin, Reach, ReachTable, ReachTarget, Segment, TrainReach } from "./types";

// The offline reachability model: from any point in Japan to any destination, by public transport
// and by car. A first leg to the nearest hubs, a shortest path over the network (transit.ts), and
// the destination's own last leg from the catalogue, on to the place itself (last-legs.ts); by car,
// the road network to a hub and the destination's roads by class (roads.ts). Train fares follow the
// JR fare structure by distance plus express charges; other lines their read fares; car costs the
// product's driving formula. Everything it returns is an estimate, held to real journeys by
// data/network/journeys.ts (see reach.test.ts).

export type { CarReach, Origin, Point, Reach, ReachTable, ReachTarget, Segment, TrainReach, TripWhen } from "./types";
export { lastLegMinutes, waitFor } from "./last-legs";
export { drive } from "./roads";
export { pathFare } from "./transit";

const LOCAL_LEG = { ja: "最寄りの駅まで", en: "to the nearest station", ko: "가까운 역까지", zh: "前往最近的车站" } satisfies Localized;

function table(origin: Origin): ReachTable {
  const transit = transitFrom(origin);
  const roads = roadFrom(origin);
  const memo = new Map<string, Reach>();

  const train = (target: ReachTarget): TrainReach | null => {
    const own = lastLegsOf(target.slug);
    const end = target.station ?? target;
    const options = own?.length
      ? own.map((l) => ({ hub: l.fromHub as NodeId, wait: waitFor(l.perDay), minutes: l.minutes + (l.onward ? onwardMinutes(l.onward) : 0), fare: l.fareYen + (l.onward?.fareYen ?? 0), via: l.via, onward: l.onward ?? null }))
      : nearest(end, 3, (id) => transit.has(id)).map((h) => ({ hub: h.id, wait: 0, minutes: localMinutes(h.km), fare: localFare(h.km), via: LOCAL_LEG, onward: null }));
    let best: TrainReach | null = null;
    for (const o of options) {
      const at = transit.get(o.hub);
      if (!at) continue;
      // Arriving by train, the traveller changes and waits for an infrequent last leg; leaving from
      // its own hub, they take it when it runs.
      const minutes = at.minutes + (at.edge ? TRANSFER_MINUTES + o.wait : 0) + o.minutes;
      if (best && best.minutes <= minutes) continue;
      const path = pathOf(at);
      const { segments, changes } = segmentsOf(path);
      const firstHub = path[0]?.from ?? o.hub;
      const firstKm = origin.stationId === firstHub ? 0 : haversineKm(origin, nodes.get(firstHub)!);
      const first: Segment[] = firstKm > AT_HUB_KM ? [{ kind: "first", from: null, to: nodes.get(firstHub)!.name, line: null, service: null, minutes: localMinutes(firstKm) }] : [];
      const onward = o.onward;
      const ride = (onward ? o.minutes - onwardMinutes(onward) : o.minutes) + (at.edge ? o.wait : 0);
      const last: Segment[] = [{ kind: "last", from: nodes.get(o.hub)!.name, to: null, line: o.via, service: null, minutes: ride }];
      if (onward) last.push({ kind: "onward", from: null, to: null, line: onward.via, service: null, minutes: onwardMinutes(onward) });
      best = {
        minutes,
        fareYen: round10(pathFare(path) + o.fare + (first.length ? localFare(firstKm) : 0)),
        changes: changes + (path.length ? 1 : 0) + (onward && onward.mode !== "walk" ? 1 : 0),
        segments: [...first, ...segments, ...last],
      };
    }
    return best;
  };

  return {
    to(target, when = {}) {
      const months = when.months ?? [];
      const key = `${target.slug}|${months.join(",")}`;
      const hit = memo.get(key);
      if (hit) return hit;
      const reach = { train: train(target), car: carTo(origin, target, roads, months) };
      if (memo.size > 4096) memo.clear();
      memo.set(key, reach);
      return reach;
    },
    trainToNode(node) {
      const at = transit.get(node);
      return at ? { minutes: at.minutes, fareYen: pathFare(pathOf(at)) } : null;
    },
  };
}

/** Origins are cached by station, or by position rounded to about a kilometre; at most this many. */
const MAX_ORIGINS = 256;
const tables = new Map<string, ReachTable>();

export function originKey(origin: Origin): string {
  if (origin.stationId && nodes.has(origin.stationId as NodeId)) return `s:${origin.stationId}`;
  return `p:${origin.latitude.toFixed(2)},${origin.longitude.toFixed(2)}`;
}

/** The reachability table from one origin (built once, then shared). */
export function reachFrom(origin: Origin): ReachTable {
  const key = originKey(origin);
  const hit = tables.get(key);
  if (hit) {
    tables.delete(key);
    tables.set(key, hit);
    return hit;
  }
  const built = table(origin);
  tables.set(key, built);
  if (tables.size > MAX_ORIGINS) tables.delete(tables.keys().next().value!);
  return built;
}
