"use client";

import { useLocale } from "next-intl";
import * as React from "react";
import { isMood } from "@/lib/moods";
import { fetchProposal } from "@/features/proposal/ui";
import { chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";

/**
 * The chosen trip from local storage. When it was saved in another language, the destination,
 * stay and route are fetched again in this one (by id, without a new draw) and saved back.
 */
export function useSelectedTrip() {
  const locale = useLocale();
  const { value, ready } = useStoredValue(chosenTripStore);
  const relocalizing = React.useRef(false);

  React.useEffect(() => {
    if (!value || value.kind !== "gacha" || value.locale === locale || relocalizing.current) return;
    relocalizing.current = true;
    const moods = value.trip.moods.filter(isMood);
    void fetchProposal({ moods, show: value.proposal.id, hasCar: value.trip.hasCar, departure: { label: value.trip.hub } }, locale).then((result) => {
      relocalizing.current = false;
      if (!result.ok || result.proposal.id !== value.proposal.id) return;
      const stay = result.proposal.accommodations.find((a) => a.id === value.selectedAccommodation.id);
      const access = result.proposal.access.options.find((o) => o.id === value.selectedAccess.id);
      chosenTripStore.write({
        ...value,
        // A stay may be missing from a re-draw (booked meanwhile): keep it as it was chosen.
        proposal: { ...result.proposal, accommodations: stay ? result.proposal.accommodations : [...result.proposal.accommodations, value.selectedAccommodation] },
        selectedAccommodation: stay ?? value.selectedAccommodation,
        selectedAccess: access ?? value.selectedAccess,
        locale,
      });
    });
  }, [value, locale]);

  return { trip: value, ready };
}
