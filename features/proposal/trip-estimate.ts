import { cheapestTrip, tripEstimate, type TripEstimate, type TripQuestion } from "@/features/estimate";
import type { TripFacts } from "@/features/trip";
import type { AccessOption, GachaProposal, ProposalAccommodation } from "./types";

// The proposal's estimate: for the stay and the way there the traveller chose, else for the
// cheapest stay the party fits and the cheapest sensible way (a drive only with a car of one's
// own, unless there is no other way). The tile, the breakdown and the stay cards read it.

export function tripQuestion(trip: Pick<TripFacts, "adults" | "children" | "guestCount" | "checkIn" | "checkOut" | "hasCar"> | null): TripQuestion {
  const children = trip?.children ?? 0;
  const adults = trip?.adults ?? Math.max(1, (trip?.guestCount ?? 2) - children);
  return { party: { adults, children }, checkIn: trip?.checkIn ?? null, checkOut: trip?.checkOut ?? null, hasCar: trip?.hasCar ?? false };
}

/** The ways worth pricing before one is chosen. */
export function sensibleWays<W extends { mode: string }>(options: W[], hasCar: boolean): W[] {
  const publicWays = options.filter((o) => o.mode !== "car");
  return hasCar || publicWays.length === 0 ? options : publicWays;
}

export interface ProposalEstimate {
  estimate: TripEstimate;
  /** Nothing chosen yet: the cheapest stay and way ('from'). */
  cheapest: boolean;
}

export function proposalEstimate(
  proposal: Pick<GachaProposal, "accommodations" | "access" | "totalBudget">,
  question: TripQuestion,
  chosen: { stay: ProposalAccommodation | null; access: AccessOption | null },
): ProposalEstimate {
  const ways = chosen.access ? [chosen.access] : sensibleWays(proposal.access.options, question.hasCar);
  const stays = chosen.stay ? [chosen.stay] : proposal.accommodations;
  const best = cheapestTrip(question, stays, ways);
  const estimate = best?.estimate ?? tripEstimate(question, chosen.stay, chosen.access ?? ways[0] ?? null, proposal.totalBudget);
  return { estimate, cheapest: !chosen.stay || !chosen.access };
}

/** The estimate of a trip chosen on the proposal: its stay and its way there, for its party and dates. */
export function chosenTripEstimate(selected: { proposal: Pick<GachaProposal, "totalBudget">; selectedAccommodation: ProposalAccommodation; selectedAccess: AccessOption; trip: Parameters<typeof tripQuestion>[0] }): TripEstimate {
  return tripEstimate(tripQuestion(selected.trip), selected.selectedAccommodation, selected.selectedAccess, selected.proposal.totalBudget);
}
