import { reachFrom, type Origin } from "@/features/access/server";
import { cheapestTrip, type TripQuestion, type WayThere } from "@/features/estimate";
import type { CatalogueDestination } from "./catalogue";
import { sensibleWays } from "./trip-estimate";

// 'Everything for us under ¥…': the draw keeps the destinations whose cheapest door-to-door trip
// for this party and these dates fits (the same estimate the proposal then shows, over the ways the
// reach model gives: the train's fare, a drive's costs), and says by how much the cheapest misses
// when none does.

/** The cheapest trip to a destination for the question, or null when no stay takes the party. */
export function cheapestTotal(d: CatalogueDestination, origin: Origin, q: TripQuestion, months: readonly number[]): number | null {
  const reach = reachFrom(origin).to({ slug: d.slug, latitude: d.latitude, longitude: d.longitude, station: d.station }, { months });
  const ways: WayThere[] = [];
  if (reach.train) ways.push({ mode: "train", fareMin: reach.train.fareYen, fareMax: reach.train.fareYen });
  if (reach.car) ways.push({ mode: "car", fareMin: reach.car.costYen.min, fareMax: reach.car.costYen.max });
  const stays = d.accommodations.map((a) => ({ pricePerNightMin: a.pricePerNightMin, pricePerNightMax: a.pricePerNightMax, maxGuests: a.maxGuests }));
  return cheapestTrip(q, stays, sensibleWays(ways, q.hasCar))?.estimate.total ?? null;
}

export interface UnderCap {
  destinations: CatalogueDestination[];
  /** The cheapest trip of all, when none fits (what the traveller would need). */
  cheapest: number | null;
}

export function underCap(destinations: CatalogueDestination[], origin: Origin, q: TripQuestion, months: readonly number[], cap: number): UnderCap {
  const kept: CatalogueDestination[] = [];
  let cheapest: number | null = null;
  for (const d of destinations) {
    const total = cheapestTotal(d, origin, q, months);
    if (total === null) continue;
    if (total <= cap) kept.push(d);
    if (cheapest === null || total < cheapest) cheapest = total;
  }
  return { destinations: kept, cheapest: kept.length ? null : cheapest };
}
