// How far the traveller will go, one way, door to door: 'up to 1 h … 5 h+', or the default the trip's
// length sets (null), and an optional 'arrive by' time. Shared by the magic question, the proposal's
// chip and the draw, so the three read the same rule.

/** Door-to-door budget by trip length, in minutes, when the traveller leaves it to the trip: a day trip, one night, two nights or more. */
export const TRIP_BUDGET_MINUTES = { dayTrip: 120, oneNight: 210, longer: 300 } as const;

export function budgetForNights(nights: number): number {
  if (nights <= 0) return TRIP_BUDGET_MINUTES.dayTrip;
  return nights === 1 ? TRIP_BUDGET_MINUTES.oneNight : TRIP_BUDGET_MINUTES.longer;
}

/** The choices of the 'how far' control, in hours; the last one means 'or more'. */
export const REACH_HOURS = [1, 2, 3, 4, 5] as const;
export type ReachHours = (typeof REACH_HOURS)[number];
/** The longest choice stands for 'this or more': the draw may widen past it as it does by default. */
export const OPEN_ENDED_HOURS: ReachHours = 5;
/**
 * The earliest the traveller is assumed to leave home on the first day (first trains run from about
 * five; a door-to-door time counts the walk and the wait). 'Arrive by 10:00' then means at most
 * four hours on the way.
 */
export const EARLIEST_DEPARTURE_MINUTES = 6 * 60;
/** An 'arrive by' earlier than this leaves less than an hour on the way: refused rather than an empty draw. */
export const EARLIEST_ARRIVE_BY = "07:00";

const ARRIVE_BY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isArriveBy(value: unknown): value is string {
  return typeof value === "string" && ARRIVE_BY.test(value) && value >= EARLIEST_ARRIVE_BY;
}

export function clampReachHours(value: unknown): ReachHours | null {
  return (REACH_HOURS as readonly unknown[]).includes(value) ? (value as ReachHours) : null;
}

function minutesOfDay(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export interface ReachLimit {
  /** The door-to-door budget in minutes. */
  minutes: number;
  /** True when the traveller set a hard limit: the draw never widens past it. */
  strict: boolean;
}

/**
 * The traveller's own limit, or null when they left it to the trip's length. 1–4 h and any
 * 'arrive by' are hard limits; 5 h+ is a starting budget the draw may widen like the default one.
 */
export function reachLimit(hours: ReachHours | null | undefined, arriveBy: string | null | undefined): ReachLimit | null {
  const byArrival = arriveBy && isArriveBy(arriveBy) ? minutesOfDay(arriveBy) - EARLIEST_DEPARTURE_MINUTES : null;
  const byHours = hours ? hours * 60 : null;
  if (byArrival === null) return byHours === null ? null : { minutes: byHours, strict: hours !== OPEN_ENDED_HOURS };
  return { minutes: byHours === null ? byArrival : Math.min(byHours, byArrival), strict: true };
}
