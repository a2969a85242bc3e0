import type { IsoDate } from "@/lib/japan-time";
import { activityEstimate, lodgingEstimate, transportEstimate, type CostFacts, type Estimate } from "./estimates";
import { activitySearch, mapsDirections, RAKUTEN_RENTAL_CARS, rakutenTravelSearch, safeExternalUrl } from "./links";

// The concierge's checklist (docs/product-rules.md#concierge): transport,
// accommodation and activities, each with an estimate and a page to book it, plus the few
// preparations that fit this particular trip. What each estimate is: ./estimates.ts.

export { CONCIERGE_ESTIMATES, estimatedTotal, tripDays, type Estimate, type TravelMode } from "./estimates";

/** 'book' marks the item done after this long. */
export const BOOK_MARKS_DONE_AFTER_MS = 1000;

export type CoreItemId = "transport" | "accommodation" | "activities";
export type ExtraItemId = "onsenEtiquette" | "winterTyres" | "lastTrain";
export type ItemId = CoreItemId | ExtraItemId;

export interface ConciergeTrip extends CostFacts {
  /** Changes when another trip is chosen, so an old checklist never carries over. */
  key: string;
  destination: string;
  prefecture: string;
  /** What Japanese booking sites understand as the place (the Japanese name where we have it). */
  searchKeyword: string;
  hub: string;
  onsen: boolean;
  stay: { id: string | null; name: string; officialUrl: string | null } | null;
}

export interface ChecklistItem {
  id: ItemId;
  estimate: Estimate | null;
  /** Where 'book' goes (a new tab); extras have none. */
  bookUrl: string | null;
}

/** Snow and ice on Japanese roads: winter tyres (or chains) from December to March. */
export function isWinterTyreSeason(date: IsoDate): boolean {
  const month = Number(date.slice(5, 7));
  return month === 12 || month <= 3;
}

/** The checklist for this trip; `today` is Japan's calendar day, used when no dates were given. */
export function buildChecklist(trip: ConciergeTrip, today: IsoDate): ChecklistItem[] {
  const transportUrl =
    trip.mode === "train" ? mapsDirections(trip.hub, trip.searchKeyword, "transit") : trip.rentalCar ? RAKUTEN_RENTAL_CARS : mapsDirections(trip.hub, trip.searchKeyword, "driving");
  const items: ChecklistItem[] = [
    { id: "transport", estimate: transportEstimate(trip), bookUrl: transportUrl },
    {
      id: "accommodation",
      estimate: lodgingEstimate(trip),
      bookUrl: safeExternalUrl(trip.stay?.officialUrl) ?? rakutenTravelSearch(trip.searchKeyword, { checkIn: trip.checkIn, checkOut: trip.checkOut, adults: trip.guests }),
    },
    { id: "activities", estimate: activityEstimate(trip.guests), bookUrl: activitySearch(trip.searchKeyword) },
  ];
  if (trip.onsen) items.push({ id: "onsenEtiquette", estimate: null, bookUrl: null });
  if (trip.mode === "car" && isWinterTyreSeason(trip.checkIn ?? today)) items.push({ id: "winterTyres", estimate: null, bookUrl: null });
  if (trip.mode === "train") items.push({ id: "lastTrain", estimate: null, bookUrl: null });
  return items;
}

export function checklistProgress(items: ChecklistItem[], done: Partial<Record<ItemId, boolean>>) {
  const count = items.filter((i) => done[i.id]).length;
  const total = items.length;
  return { done: count, total, percent: total ? Math.round((count / total) * 100) : 0, complete: total > 0 && count === total };
}
