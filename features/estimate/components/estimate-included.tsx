"use client";

import { useTranslations } from "next-intl";
import type { TripEstimate } from "../trip-estimate";

/** The one sentence that says what an estimate covers: the party, the nights, the rooms, the way there, meals. */
export function EstimateIncluded({ estimate, className }: { estimate: TripEstimate; className?: string }) {
  const t = useTranslations("estimate");
  const { party, nights, stay, travel } = estimate;
  const travelText =
    travel.kind === "ownCar"
      ? t("travel.ownCar", { cars: travel.cars })
      : travel.kind === "rentalCar"
        ? t("travel.rentalCar", { cars: travel.cars, days: travel.rentalDays })
        : party.children
          ? t("travel.faresWithChildren", { adults: party.adults, children: party.children })
          : t("travel.fares", { adults: party.adults });
  return (
    <p className={className} data-testid="estimate-included">
      {t("included", {
        nights,
        rooms: stay.rooms,
        travel: travel.known ? travelText : t("travel.guess"),
        stayKnown: stay.known ? "yes" : "no",
      })}
    </p>
  );
}

/** The party and nights an estimate is for: "2人・1泊", "2 people, 1 night". */
export function usePartyNights() {
  const t = useTranslations("estimate");
  return (e: Pick<TripEstimate, "party" | "nights">) => t("partyNights", { people: e.party.adults + e.party.children, nights: e.nights });
}
