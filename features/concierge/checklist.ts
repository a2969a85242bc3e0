import type { IsoDate } from "@/lib/japan-time";
import { activitySearch, mapsDirections, RAKUTEN_RENTAL_CARS, rakutenTravelSearch, safeExternalUrl } from "./links";

// The concierge's checklist (docs/product-rules.md#concierge): transport,
// accommodation and activities, each with an estimate and a page to book it, plus the few
// preparations that fit this particular trip.

export const CONCIERGE_ESTIMATES = {
  /** Yen per day of a car trip. */
  carPerDay: 8000,
  /** Yen per person, round trip by train. */
  trainRoundTrip: 2380,
  /** Yen per night of lodging. */
  lodgingPerNight: 25000,
  /** Yen per person, the least an activity costs. */
  activityPerPerson: 3000,
} as const;

/** 'book' marks the item done after this long. */
export const BOOK_MARKS_DONE_AFTER_MS = 1000;

export type TravelMode = "car" | "train";
export type CoreItemId = "transport" | "accommodation" | "activities";
export type ExtraItemId = "onsenEtiquette" | "winterTyres" | "lastTrain";
export type ItemId = CoreItemId | ExtraItemId;

export interface ConciergeTrip {
  /** Changes when another trip is chosen, so an old checklist never carries over. */
  key: string;
  destination: string;
  prefecture: string;
  /** What Japanese booking sites understand as the place (the Japanese name where we have it). */
  searchKeyword: string;
  hub: string;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  nights: number;
  guests: number;
  mode: TravelMode;
  /** A car trip without the traveller's own car: the car is a rental. */
  rentalCar: boolean;
  onsen: boolean;
  stay: { id: string | null; name: string; officialUrl: string | null } | null;
}

export type Estimate =
  | { basis: "carPerDay"; amount: number; days: number }
  | { basis: "trainRoundTrip"; amount: number; guests: number }
  | { basis: "lodgingPerNight"; amount: number; nights: number }
  | { basis: "activityPerPerson"; amount: number; guests: number };

export interface ChecklistItem {
  id: ItemId;
  estimate: Estimate | null;
  /** Where 'book' goes (a new tab); extras have none. */
  bookUrl: string | null;
}

/** Days of a trip: nights + 1 (a 1-night trip is 2 days). */
export function tripDays(nights: number): number {
  return Math.max(1, nights + 1);
}

export function transportEstimate(trip: Pick<ConciergeTrip, "mode" | "nights" | "guests">): Estimate {
  if (trip.mode === "car") {
    const days = tripDays(trip.nights);
    return { basis: "carPerDay", days, amount: CONCIERGE_ESTIMATES.carPerDay * days };
  }
  return { basis: "trainRoundTrip", guests: trip.guests, amount: CONCIERGE_ESTIMATES.trainRoundTrip * trip.guests };
}

export function lodgingEstimate(nights: number): Estimate {
  const n = Math.max(1, nights);
  return { basis: "lodgingPerNight", nights: n, amount: CONCIERGE_ESTIMATES.lodgingPerNight * n };
}

export function activityEstimate(guests: number): Estimate {
  return { basis: "activityPerPerson", guests, amount: CONCIERGE_ESTIMATES.activityPerPerson * guests };
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
      estimate: lodgingEstimate(trip.nights),
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

/** The sum of the estimates, for the summary line. */
export function estimatedTotal(items: ChecklistItem[]): number {
  return items.reduce((sum, i) => sum + (i.estimate?.amount ?? 0), 0);
}
