import { daysBetween, type IsoDate } from "@/lib/japan-time";
import { estimatePrice, EXTRA_GUEST_FEE, GUESTS_INCLUDED } from "./pricing";

// One door-to-door estimate per trip, for the people going (docs/product-rules.md#trip-estimate):
// the stay for the nights and the rooms the party needs (the booking formula for those dates),
// travel both ways for the whole party (fares per person, children at half fare; a car's fuel and
// tolls once per car, and a rental's day rate when the traveller has no car of their own), and
// meals and other at a fifth of the whole. Every screen reads this module, so the proposal's tile,
// its breakdown, the stay cards, the hub, the concierge, the booking form and its confirmation
// show the same figure for the same choices, to the yen. Every figure is an estimate.

/** Meals and everything else: this share of the whole trip. */
export const OTHER_SHARE = 0.2;
/** A rental car's day (the product's figure for a car trip without the traveller's own car). */
export const RENTAL_CAR_PER_DAY = 8000;
/** People one car takes. */
export const SEATS_PER_CAR = 5;
/** Children pay this share of an adult's fare (JR and most lines: half). */
export const CHILD_FARE_SHARE = 0.5;
/** Rooms one booking may hold: a party of eight in rooms for two. */
export const MAX_ROOMS = 4;

export interface Party {
  adults: number;
  children: number;
}

export const partySize = (p: Party) => p.adults + p.children;

/** What the estimate needs of a stay: its band per room per night for two, and how many one room takes. */
export interface StayOffer {
  pricePerNightMin: number;
  pricePerNightMax: number;
  maxGuests: number;
}

/** A way there, one way: per person for public transport, per car for a drive. */
export interface WayThere {
  mode: string;
  fareMin: number;
  fareMax: number;
}

export interface TripQuestion {
  party: Party;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** The traveller's own car: a drive costs fuel and tolls, no rental. */
  hasCar: boolean;
}

export interface Part {
  amount: number;
  max: number;
  /** False when the part stands in from the destination's band (nothing chosen or offered). */
  known: boolean;
}

export interface TripEstimate {
  party: Party;
  nights: number;
  stay: Part & { rooms: number; nightly: number };
  travel: Part & { kind: "fare" | "ownCar" | "rentalCar"; cars: number; rentalDays: number };
  other: Part;
  total: number;
  totalMax: number;
}

/** Nights of the trip: from the dates, one when there are none. */
export function nightsOf(q: Pick<TripQuestion, "checkIn" | "checkOut">): number {
  if (!q.checkIn || !q.checkOut) return 1;
  return Math.max(1, daysBetween(q.checkIn, q.checkOut));
}

/** The largest party one booking at a stay may bring: its rooms' capacity, eight at most. */
export function bookingCapacity(maxGuests: number): number {
  return Math.min(8, Math.max(1, maxGuests) * MAX_ROOMS);
}

/** Rooms the party needs at a stay (one room takes `maxGuests`); null when it does not fit in MAX_ROOMS. */
export function roomsFor(party: Party, maxGuests: number): number | null {
  const rooms = Math.ceil(partySize(party) / Math.max(1, maxGuests));
  return rooms <= MAX_ROOMS ? rooms : null;
}

function stayAmount(nightly: number, q: TripQuestion, rooms: number): number {
  const guests = partySize(q.party);
  const nights = nightsOf(q);
  if (q.checkIn) {
    const checkOut = q.checkOut && q.checkOut > q.checkIn ? q.checkOut : null;
    return estimatePrice({ nightly, checkIn: q.checkIn, checkOut: checkOut ?? addOneDay(q.checkIn), guests, rooms }).total;
  }
  // No dates yet: the nights and rooms without the weekend or the season.
  return nightly * nights * rooms + Math.max(0, guests - GUESTS_INCLUDED * rooms) * EXTRA_GUEST_FEE;
}

const addOneDay = (d: IsoDate) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The stay for the trip's nights and the party's rooms; null when the party does not fit. */
export function stayCost(stay: StayOffer, q: TripQuestion): (Part & { rooms: number; nightly: number }) | null {
  const rooms = roomsFor(q.party, stay.maxGuests);
  if (rooms === null) return null;
  return {
    amount: stayAmount(stay.pricePerNightMin, q, rooms),
    max: stayAmount(Math.max(stay.pricePerNightMin, stay.pricePerNightMax), q, rooms),
    rooms,
    nightly: stay.pricePerNightMin,
    known: true,
  };
}

/** Travel there and back: fares for everyone (children at half fare), or the car's costs once per car. */
export function travelCost(way: WayThere, q: TripQuestion): TripEstimate["travel"] {
  if (way.mode === "car") {
    const cars = Math.ceil(partySize(q.party) / SEATS_PER_CAR);
    const rentalDays = q.hasCar ? 0 : nightsOf(q) + 1;
    const rental = rentalDays * RENTAL_CAR_PER_DAY * cars;
    return { kind: q.hasCar ? "ownCar" : "rentalCar", cars, rentalDays, amount: way.fareMin * 2 * cars + rental, max: way.fareMax * 2 * cars + rental, known: true };
  }
  const people = q.party.adults + q.party.children * CHILD_FARE_SHARE;
  return { kind: "fare", cars: 0, rentalDays: 0, amount: Math.round(way.fareMin * 2 * people), max: Math.round(way.fareMax * 2 * people), known: true };
}

/**
 * The trip's estimate for a stay and a way there (either may be missing: then that part stands in
 * from the destination's per-person band, split 60 % lodging and 20 % transport as before).
 */
export function tripEstimate(q: TripQuestion, stay: StayOffer | null, way: WayThere | null, band?: { min: number; max: number }): TripEstimate {
  const nights = nightsOf(q);
  const size = partySize(q.party);
  const fromBand = (share: number) => ({ amount: Math.round((band?.min ?? 0) * share * size * nights), max: Math.round((band?.max ?? 0) * share * size * nights), known: false });
  const stayPart = (stay && stayCost(stay, q)) ?? { ...fromBand(0.6), rooms: 1, nightly: 0 };
  const travelPart = way ? travelCost(way, q) : { ...fromBand(0.2), kind: "fare" as const, cars: 0, rentalDays: 0 };
  const otherOf = (sum: number) => Math.round((sum * OTHER_SHARE) / (1 - OTHER_SHARE));
  const other = { amount: otherOf(stayPart.amount + travelPart.amount), max: otherOf(stayPart.max + travelPart.max), known: stayPart.known && travelPart.known };
  return {
    party: q.party,
    nights,
    stay: stayPart,
    travel: travelPart,
    other,
    total: stayPart.amount + travelPart.amount + other.amount,
    totalMax: stayPart.max + travelPart.max + other.max,
  };
}

/** The cheapest trip among these stays and ways (stays the party fits); null when no stay fits. */
export function cheapestTrip<S extends StayOffer, W extends WayThere>(q: TripQuestion, stays: S[], ways: W[]): { estimate: TripEstimate; stay: S; way: W | null } | null {
  let best: { estimate: TripEstimate; stay: S; way: W | null } | null = null;
  const wayOptions: (W | null)[] = ways.length ? ways : [null];
  for (const stay of stays) {
    if (roomsFor(q.party, stay.maxGuests) === null) continue;
    for (const way of wayOptions) {
      const estimate = tripEstimate(q, stay, way);
      if (!best || estimate.total < best.estimate.total) best = { estimate, stay, way };
    }
  }
  return best;
}
