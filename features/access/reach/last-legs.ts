import { destinations as catalogue } from "@/data/catalogue";
import type { ByRoad, LastLeg, Onward } from "@/data/catalogue/schema";
import { MAX_WAIT_MINUTES, SERVICE_DAY_MINUTES, WAIT_SHARE_OF_GAP } from "./constants";

// The catalogue's own legs of each destination: the last leg from a hub (its wait, its ride and the
// onward stretch from the station to the place itself) and its roads from one or more hubs.

const legs = new Map(catalogue.map((d) => [d.slug, { lastLegs: d.lastLegs, roads: [d.byRoad, ...(d.moreRoads ?? [])] }]));

export function lastLegsOf(slug: string): LastLeg[] | null {
  return legs.get(slug)?.lastLegs ?? null;
}

/** Every road the catalogue gives a destination, from each of its hubs. */
export function roadsOf(slug: string): ByRoad[] {
  return legs.get(slug)?.roads ?? [];
}

/**
 * Waiting for a service that runs `perDay` times a day: a share of the average gap over the service
 * day (the traveller times the trip to it, but the trunk train rarely meets it exactly), at most
 * MAX_WAIT_MINUTES.
 */
export function waitFor(perDay: number | undefined): number {
  if (!perDay) return 0;
  return Math.min(MAX_WAIT_MINUTES, Math.round((SERVICE_DAY_MINUTES / perDay) * WAIT_SHARE_OF_GAP));
}

/** The onward stretch from the station to the place: its ride and its wait. */
export function onwardMinutes(o: Onward): number {
  return o.minutes + waitFor(o.perDay);
}

/** A last leg door to door: its wait, the ride, then the onward stretch to the place itself. */
export function lastLegMinutes(l: LastLeg): number {
  return waitFor(l.perDay) + l.minutes + (l.onward ? onwardMinutes(l.onward) : 0);
}
