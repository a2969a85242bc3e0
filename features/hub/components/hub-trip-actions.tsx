"use client";

import { useTranslations } from "next-intl";
import { type SelectedProposal } from "@/features/proposal";
import { CalendarShareActions, useTripFormat, type TripCalendarInput } from "@/features/trip/ui";
import type { StayBookingState } from "@/features/booking";
import { SUGGESTED_DEPARTURES } from "../route-plan";

/**
 * The trip into the traveller's calendar and into a chat. The calendar holds the stay (with the
 * booking's dates, times and confirmation number once it is booked) and the route navigator's
 * first suggested departure. The link is the destination's public page: the hub itself lives in
 * this browser only, so a link to it would show someone else an empty hub.
 */
export function HubTripActions({ selected, stayState }: { selected: SelectedProposal; stayState: StayBookingState }) {
  const t = useTranslations("trip.share");
  const fmt = useTripFormat();
  const booked = stayState.kind === "requested" || stayState.kind === "confirmed" ? stayState : null;
  const checkIn = booked?.checkIn ?? selected.trip.checkIn;
  const checkOut = booked?.checkOut ?? selected.trip.checkOut;
  const { proposal } = selected;

  let calendar: TripCalendarInput;
  if (selected.kind === "gacha") {
    const stay = selected.selectedAccommodation;
    const access = selected.selectedAccess;
    calendar = {
      checkIn,
      checkOut,
      stay: { name: stay.name, address: booked?.stay.address ?? stay.area, checkInTime: booked?.stay.checkInTime, checkOutTime: booked?.stay.checkOutTime },
      confirmationNumber: booked?.confirmationNumber,
      departure: { destination: proposal.name, from: selected.trip.hub, route: access.title, duration: fmt.duration(access.durationMinutes), durationMinutes: access.durationMinutes, time: SUGGESTED_DEPARTURES[0] },
    };
  } else {
    const way = selected.trip.hasCar ? selected.proposal.accessByCar : selected.proposal.accessByTrain;
    calendar = {
      checkIn,
      checkOut,
      stay: null,
      departure: { destination: proposal.name, from: selected.trip.hub, route: way.route, duration: way.duration, durationMinutes: null, time: SUGGESTED_DEPARTURES[0] },
    };
  }

  // The simple proposals know their destination by slug.
  const slug = selected.kind === "gacha" ? selected.proposal.slug : selected.proposal.id;
  const share = {
    title: t("title", { place: proposal.name }),
    text: t("tripText", { place: proposal.name, dates: fmt.range(checkIn, checkOut) }),
    path: `/destinations/${encodeURIComponent(slug)}`,
  };
  return <CalendarShareActions calendar={calendar} share={share} variant="glass" className="mt-5" />;
}
