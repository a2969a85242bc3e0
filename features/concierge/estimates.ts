import { estimatePrice } from "@/features/booking";
import type { TripEstimate } from "@/features/estimate";
import type { AccessMode } from "@/features/proposal";
import { checkOutOrNext } from "@/features/trip";
import type { IsoDate } from "@/lib/japan-time";

// What a trip costs, as the concierge and the hub show it. What the traveller chose decides: the
// chosen stay is priced by the booking estimate for the trip's dates and party (the figure the
// booking screen shows), the chosen route at its fare there and back for everyone in the party (a
// car's fuel and tolls once, for the one car). The fixed figures stand in only for what was not
// chosen (a simple proposal, or a saved trip without prices), and for activities, never chosen.

export const CONCIERGE_ESTIMATES = {
  /** Yen per day of a car trip (a rental car when no route was chosen, or the rental on top of it). */
  carPerDay: 8000,
  /** Yen per person, round trip by train. */
  trainRoundTrip: 2380,
  /** Yen per night of lodging. */
  lodgingPerNight: 25000,
  /** Yen per person, the least an activity costs. */
  activityPerPerson: 3000,
} as const;

export type TravelMode = "car" | "train";

/** The chosen way there: one way, per person for public transport, per car for a drive. */
export interface ChosenRoute {
  mode: AccessMode;
  fareMin: number;
  fareMax: number;
}

/** The trip facts an estimate needs. */
export interface CostFacts {
  mode: TravelMode;
  /** A car trip without the traveller's own car: the car is a rental. */
  rentalCar: boolean;
  nights: number;
  guests: number;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** The chosen stay's nightly price from (what the proposal and the stay page show), if a stay was chosen. */
  stayNightly: number | null;
  route: ChosenRoute | null;
  /** The trip estimate of a trip chosen on the proposal (the tile's figure); null for a simple proposal. */
  estimate?: TripEstimate | null;
}

export type Estimate =
  // The fixed figures, when nothing was chosen.
  | { basis: "carPerDay"; amount: number; days: number }
  | { basis: "trainRoundTrip"; amount: number; guests: number }
  | { basis: "lodgingPerNight"; amount: number; nights: number }
  | { basis: "activityPerPerson"; amount: number; guests: number }
  // The chosen route: amount to max, from the route's cheapest and highest fare.
  | { basis: "routeFare"; amount: number; max: number; oneWayMin: number; oneWayMax: number; guests: number }
  | { basis: "carRoute"; amount: number; max: number; oneWayMin: number; oneWayMax: number; rentalDays: number | null }
  // The chosen stay: the booking estimate for the dates, or its nightly price without dates.
  | { basis: "stayForDates"; amount: number; nightly: number; nights: number; adjusted: boolean }
  // From the trip estimate: the stay for the party's rooms and nights, fares for the party.
  | { basis: "tripStay"; amount: number; rooms: number; nights: number; dated: boolean }
  | { basis: "tripFares"; amount: number; max: number; oneWayMin: number; oneWayMax: number; adults: number; children: number }
  | { basis: "stayPerNight"; amount: number; nightly: number; nights: number };

/** Days of a trip: nights + 1 (a 1-night trip is 2 days). */
export function tripDays(nights: number): number {
  return Math.max(1, nights + 1);
}

/** A yen figure as we were given it, or null for anything that is not one. */
function yen(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The chosen route's fares when they are usable numbers (a saved trip may predate them). */
export function chosenRoute(access: { mode?: unknown; fareMin?: unknown; fareMax?: unknown } | null | undefined): ChosenRoute | null {
  const min = yen(access?.fareMin);
  const max = yen(access?.fareMax);
  if (!access || typeof access.mode !== "string" || min === null) return null;
  return { mode: access.mode as AccessMode, fareMin: min, fareMax: Math.max(min, max ?? min) };
}

/** The chosen stay's nightly price when it is a usable number above zero. */
export function chosenNightly(stay: { pricePerNightMin?: unknown } | null | undefined): number | null {
  const nightly = yen(stay?.pricePerNightMin);
  return nightly ? nightly : null;
}

export function transportEstimate(trip: Pick<CostFacts, "mode" | "nights" | "guests" | "rentalCar" | "route" | "estimate">): Estimate {
  const { route } = trip;
  const e = trip.estimate;
  if (route && e?.travel.known) {
    if (e.travel.kind === "fare") return { basis: "tripFares", amount: e.travel.amount, max: e.travel.max, oneWayMin: route.fareMin, oneWayMax: route.fareMax, adults: e.party.adults, children: e.party.children };
    return { basis: "carRoute", oneWayMin: route.fareMin, oneWayMax: route.fareMax, rentalDays: e.travel.rentalDays || null, amount: e.travel.amount, max: e.travel.max };
  }
  if (route && route.mode === "car") {
    // Fuel and tolls are for the car, whoever rides in it; a rental adds its day rate.
    const rentalDays = trip.rentalCar ? tripDays(trip.nights) : null;
    const rental = rentalDays ? CONCIERGE_ESTIMATES.carPerDay * rentalDays : 0;
    return { basis: "carRoute", oneWayMin: route.fareMin, oneWayMax: route.fareMax, rentalDays, amount: route.fareMin * 2 + rental, max: route.fareMax * 2 + rental };
  }
  if (route) {
    return { basis: "routeFare", oneWayMin: route.fareMin, oneWayMax: route.fareMax, guests: trip.guests, amount: route.fareMin * 2 * trip.guests, max: route.fareMax * 2 * trip.guests };
  }
  if (trip.mode === "car") {
    const days = tripDays(trip.nights);
    return { basis: "carPerDay", days, amount: CONCIERGE_ESTIMATES.carPerDay * days };
  }
  return { basis: "trainRoundTrip", guests: trip.guests, amount: CONCIERGE_ESTIMATES.trainRoundTrip * trip.guests };
}

export function lodgingEstimate(trip: Pick<CostFacts, "nights" | "guests" | "checkIn" | "checkOut" | "stayNightly" | "estimate">): Estimate {
  const nights = Math.max(1, trip.nights);
  if (trip.estimate?.stay.known) return { basis: "tripStay", amount: trip.estimate.stay.amount, rooms: trip.estimate.stay.rooms, nights: trip.estimate.nights, dated: Boolean(trip.checkIn) };
  const nightly = trip.stayNightly;
  if (nightly === null) return { basis: "lodgingPerNight", nights, amount: CONCIERGE_ESTIMATES.lodgingPerNight * nights };
  if (!trip.checkIn) return { basis: "stayPerNight", nightly, nights, amount: nightly * nights };
  // The booking screen's own estimate, with the dates the booking form would start from.
  const price = estimatePrice({ nightly, checkIn: trip.checkIn, checkOut: checkOutOrNext(trip.checkIn, trip.checkOut), guests: trip.guests });
  return { basis: "stayForDates", nightly, nights: price.nights, adjusted: price.total !== price.base, amount: price.total };
}

export function activityEstimate(guests: number): Estimate {
  return { basis: "activityPerPerson", guests, amount: CONCIERGE_ESTIMATES.activityPerPerson * guests };
}

/**
 * The summary line: the trip estimate's total when the trip was chosen on the proposal (the figure
 * every screen shows), else the sum of the estimates' lower ends ('from').
 */
export function estimatedTotal(items: { estimate: Estimate | null }[], trip?: TripEstimate | null): number {
  if (trip) return trip.total;
  return items.reduce((sum, i) => sum + (i.estimate?.amount ?? 0), 0);
}
