// Server code only (through the catalogue); no `server-only` marker, as service.ts.
import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/errors";
import { checkOutOrNext, clampReachHours, reachLimit, type ReachLimit } from "@/features/trip";
import { placedOrigin, type Departure, type Origin } from "@/features/access/server";

type Place = ReturnType<typeof placedOrigin>;
import type { TripQuestion } from "@/features/estimate";
import { underCap } from "./budget-cap";
import type { CataloguePool } from "./catalogue";
import { getPool, type PoolFilter } from "./catalogue-pool";
import type { ProposalInput } from "./schemas";
import { reachable, type Reachable } from "./reach-filter";
import { withFreeStay } from "./free-stays";

// The pool a question draws from: the mood set's destinations, cut to what the traveller can reach
// (their own 'how far', or the trip length's), then to the budget cap, then to those with a stay
// free on the dates, then without the places the traveller left out. Shared by the draw and the
// 'how this draw works' sheet, so the sheet lists exactly what the draw uses.

export interface QuestionPool {
  pool: CataloguePool;
  origin: Place;
  question: TripQuestion;
  limit: ReachLimit | null;
  /** Within reach, before the budget cap. */
  reachAll: Reachable;
  /** Within reach and the budget, before the dates' free stays. */
  affordable: Reachable;
  /** Within reach and the budget, with a stay free on the dates, before the traveller's exclusions. */
  beforeExclusions: Reachable;
  /** What the draw picks from. */
  reach: Reachable;
  /** How many of the reachable pool the traveller's exclusions left out. */
  excluded: number;
  checkIn: string | null;
  checkOut: string | null;
}

export async function questionPool(input: ProposalInput, locale: Locale): Promise<QuestionPool> {
  const filter: PoolFilter = { moods: input.moods, prefecture: input.prefectures?.[0] };
  const pool = await getPool(filter);
  const { checkIn, checkOut } = stayDates(input);
  // Only what the traveller can reach for this trip, from where they start.
  const origin = placedOrigin(departureOf(input), locale);
  const limit = reachLimit(clampReachHours(input.maxHours), input.arriveBy);
  const reachAll = reachable(pool, { origin, checkIn, checkOut, hasCar: input.hasCar ?? false, limit });
  if (!reachAll.destinations.length) throw outOfReach(reachAll.budgetMinutes, origin.name);
  const question = partyQuestion(input, checkIn, checkOut);
  const affordable = input.budgetCap ? withinBudget(reachAll, origin, question, input.budgetCap) : reachAll;
  const free = await withFreeStay(affordable, checkIn, checkOut);
  const reach = input.exclude?.length ? withoutExcluded(free, new Set(input.exclude)) : free;
  return { pool, origin, question, limit, reachAll, affordable, beforeExclusions: free, reach, excluded: free.destinations.length - reach.destinations.length, checkIn, checkOut };
}

function stayDates(input: ProposalInput): { checkIn: string | null; checkOut: string | null } {
  if (!input.checkIn) return { checkIn: null, checkOut: null };
  return { checkIn: input.checkIn, checkOut: checkOutOrNext(input.checkIn, input.checkOut) };
}

/** The traveller's own 'how far' leaves nothing of the mood set: said so, with the limit, rather than widened behind their back. */
function outOfReach(minutes: number, from: string): AppError {
  return new AppError("Nothing within the traveller's reach limit", {
    code: "OUT_OF_REACH",
    severity: "info",
    userMessage: { namespace: "proposal.errors", key: "outOfReach", values: { hours: Math.floor(minutes / 60), minutes: minutes % 60, from } },
  });
}

/** The pool without the places the traveller left out; leaving out everything is an answer of its own. */
function withoutExcluded(reach: Reachable, excluded: Set<string>): Reachable {
  const destinations = reach.destinations.filter((d) => !excluded.has(d.id));
  if (destinations.length === reach.destinations.length) return reach;
  if (!destinations.length) {
    throw new AppError("Every destination of the pool is excluded", { code: "ALL_EXCLUDED", severity: "info", userMessage: { namespace: "proposal.errors", key: "allExcluded", values: { count: reach.destinations.length } } });
  }
  return { ...reach, destinations, ids: new Set(destinations.map((d) => d.id)) };
}

/** The party and dates the estimates are for. */
function partyQuestion(input: ProposalInput, checkIn: string | null, checkOut: string | null): TripQuestion {
  const guests = input.guests ?? 2;
  const children = Math.min(input.children ?? 0, guests - 1);
  return { party: { adults: guests - children, children }, checkIn, checkOut, hasCar: input.hasCar ?? false };
}

/** The reachable destinations whose cheapest trip fits the cap; none fitting is an answer of its own. */
function withinBudget(reach: Reachable, origin: Origin, question: TripQuestion, cap: number): Reachable {
  const { destinations, cheapest } = underCap(reach.destinations, origin, question, reach.months, cap);
  if (!destinations.length) {
    const guests = question.party.adults + question.party.children;
    throw new AppError("Nothing under the budget cap", {
      code: "OVER_BUDGET",
      severity: "info",
      userMessage: cheapest === null
        ? { namespace: "proposal.errors", key: "noStayForParty", values: { guests } }
        : { namespace: "proposal.errors", key: "overBudget", values: { cap, guests, cheapest, missBy: cheapest - cap } },
    });
  }
  return { ...reach, destinations, ids: new Set(destinations.map((d) => d.id)) };
}

export function departureOf(input: Pick<ProposalInput, "departure" | "hasCar">): Departure {
  const d = input.departure;
  const placed = d?.latitude !== undefined && d?.longitude !== undefined;
  return { label: d?.label, stationId: d?.stationId, latitude: placed ? d.latitude : undefined, longitude: placed ? d.longitude : undefined, hasCar: input.hasCar ?? false };
}

