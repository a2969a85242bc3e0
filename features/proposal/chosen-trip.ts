import { z } from "zod/mini";
import { storedGuestCount, type TripFacts } from "@/features/trip";
import { flaggedInCookie, storedValue } from "@/lib/browser-storage";
import type { AccessOption, GachaProposal, ProposalAccommodation, SimpleProposal } from "./types";

// The trip the traveller chose — a drawn proposal with its stay and way there, or a simple
// proposal — kept in the browser for the hub, the concierge and the booking screens.

export type SelectedProposal =
  | {
      kind: "gacha";
      proposal: GachaProposal;
      selectedAccommodation: ProposalAccommodation;
      selectedAccess: AccessOption;
      trip: TripFacts;
      locale: string;
      savedAt: number;
    }
  | { kind: "simple"; proposal: SimpleProposal; trip: TripFacts; locale: string; savedAt: number };

// The proposal itself was produced by our own server; check the envelope and the ids we rely on.
const selectedProposal = z.discriminatedUnion("kind", [
  z.looseObject({
    kind: z.literal("gacha"),
    proposal: z.looseObject({ id: z.string(), name: z.string(), heroImage: z.string() }),
    selectedAccommodation: z.looseObject({ id: z.string(), name: z.string() }),
    selectedAccess: z.looseObject({ id: z.string(), mode: z.string(), title: z.string() }),
    trip: z.looseObject({ guestCount: storedGuestCount, hub: z.string(), hasCar: z.boolean() }),
    locale: z.string(),
    savedAt: z.number(),
  }),
  z.looseObject({
    kind: z.literal("simple"),
    proposal: z.looseObject({ id: z.string(), name: z.string() }),
    trip: z.looseObject({ guestCount: storedGuestCount, hub: z.string(), hasCar: z.boolean() }),
    locale: z.string(),
    savedAt: z.number(),
  }),
]);

/**
 * Under its fixed key (docs/product-rules.md#browser-storage). The schema checks the envelope;
 * the type says what our server put in it.
 */
/** Set while a trip is chosen: the travel hub's server render starts from its skeleton, else from the empty state. */
export const CHOSEN_TRIP_COOKIE = "tg_chosen";
export const chosenTripStore = flaggedInCookie(storedValue<SelectedProposal>("escape-go-selected-proposal", selectedProposal), CHOSEN_TRIP_COOKIE);
