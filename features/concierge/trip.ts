import type { ConciergeTrip } from "./checklist";
import { chosenNightly, chosenRoute } from "./estimates";
import { chosenTripEstimate, type SelectedProposal } from "@/features/proposal";

/** The Japanese place names of the two static proposals (their texts live in the messages). */
const SIMPLE_KEYWORDS: Record<string, string> = { hakone: "箱根", kamakura: "鎌倉" };

/** The trip key: one chosen proposal, saved at one moment. */
export function tripKey(selected: SelectedProposal): string {
  return `${selected.kind}:${selected.proposal.id}:${selected.savedAt}`;
}

/** What the concierge needs from the chosen trip, whichever proposal screen chose it. */
export function conciergeTrip(selected: SelectedProposal): ConciergeTrip {
  const { trip } = selected;
  const base = {
    key: tripKey(selected),
    destination: selected.proposal.name,
    prefecture: selected.proposal.prefecture,
    hub: trip.hub,
    checkIn: trip.checkIn,
    checkOut: trip.checkOut,
    nights: trip.nights,
    guests: trip.guestCount,
    // Nothing chosen (a simple proposal): the fixed estimates.
    stayNightly: null,
    route: null,
  };
  if (selected.kind === "gacha") {
    const { proposal, selectedAccess, selectedAccommodation } = selected;
    const mode = selectedAccess.mode === "car" ? "car" : "train";
    return {
      ...base,
      // The names are in the page's language; Japanese sites understand the Japanese ones.
      searchKeyword: selected.locale === "ja" ? proposal.name : proposal.prefectureJa || proposal.name,
      mode,
      rentalCar: mode === "car" && (selectedAccess.needsCar || !trip.hasCar),
      onsen: proposal.moods.includes("fire") || proposal.hints.some((h) => h.category === "onsen"),
      stay: { id: selectedAccommodation.id, name: selectedAccommodation.name, officialUrl: selectedAccommodation.bookingUrl },
      stayNightly: chosenNightly(selectedAccommodation),
      route: chosenRoute(selectedAccess),
      estimate: chosenRoute(selectedAccess) && chosenNightly(selectedAccommodation) ? chosenTripEstimate(selected) : null,
    };
  }
  const mode = trip.hasCar ? "car" : "train";
  return {
    ...base,
    searchKeyword: SIMPLE_KEYWORDS[selected.proposal.id] ?? selected.proposal.name,
    mode,
    rentalCar: false,
    // Both static proposals: Hakone is a hot-spring town; Kamakura is not.
    onsen: selected.proposal.id === "hakone",
    stay: null,
  };
}
