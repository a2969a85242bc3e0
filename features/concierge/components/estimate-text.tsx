"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { useTripFormat } from "@/features/trip/ui";
import { CONCIERGE_ESTIMATES, type Estimate } from "../estimates";

/** An estimate in words, always marked as one: the concierge's rows and the hub's cards say the same. */
export function useEstimateText(): (estimate: Estimate) => string {
  const t = useTranslations("concierge.estimates");
  const fmt = useTripFormat();
  return React.useCallback(
    (e: Estimate) => {
      switch (e.basis) {
        case "carPerDay":
          return t("carPerDay", { amount: fmt.yen(e.amount), unit: fmt.yen(CONCIERGE_ESTIMATES.carPerDay), days: e.days });
        case "trainRoundTrip":
          return t("trainRoundTrip", { amount: fmt.yen(e.amount), unit: fmt.yen(CONCIERGE_ESTIMATES.trainRoundTrip), guests: e.guests });
        case "lodgingPerNight":
          return t("lodgingPerNight", { amount: fmt.yen(e.amount), unit: fmt.yen(CONCIERGE_ESTIMATES.lodgingPerNight), nights: e.nights });
        case "activityPerPerson":
          return t("activityPerPerson", { amount: fmt.yen(e.amount), unit: fmt.yen(CONCIERGE_ESTIMATES.activityPerPerson), guests: e.guests });
        case "routeFare":
          return t("routeFare", { amount: fmt.yenRange(e.amount, e.max), unit: fmt.yenRange(e.oneWayMin, e.oneWayMax), guests: e.guests });
        case "carRoute": {
          const values = { amount: fmt.yenRange(e.amount, e.max), unit: fmt.yenRange(e.oneWayMin, e.oneWayMax) };
          return e.rentalDays ? t("carRouteRental", { ...values, dayRate: fmt.yen(CONCIERGE_ESTIMATES.carPerDay), days: e.rentalDays }) : t("carRoute", values);
        }
        case "stayForDates":
          return t(e.adjusted ? "stayForDatesAdjusted" : "lodgingPerNight", { amount: fmt.yen(e.amount), unit: fmt.yen(e.nightly), nights: e.nights });
        case "tripStay":
          return t(e.dated ? "tripStay" : "tripStayUndated", { amount: fmt.yen(e.amount), rooms: e.rooms, nights: e.nights });
        case "tripFares":
          return t(e.children ? "tripFaresChildren" : "tripFares", { amount: fmt.yenRange(e.amount, e.max), unit: fmt.yenRange(e.oneWayMin, e.oneWayMax), adults: e.adults, children: e.children });
        case "stayPerNight":
          return t("stayPerNight", { amount: fmt.yen(e.amount), unit: fmt.yen(e.nightly), nights: e.nights });
      }
    },
    [t, fmt],
  );
}
