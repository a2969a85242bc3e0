"use client";

import { useTranslations } from "next-intl";
import { CalendarShareActions, useTripFormat } from "@/features/trip/ui";
import { stayPath } from "@/lib/stay-path";
import type { BookingSummary } from "../schemas";

/**
 * The booked stay into the traveller's calendar (check-in and check-out with the confirmation
 * number) and into a chat. The link is the stay's public page: a booking has no page of its own
 * that someone else could open.
 */
export function BookingTripActions({ booking }: { booking: BookingSummary }) {
  const t = useTranslations("trip.share");
  const fmt = useTripFormat();
  const calendar =
    booking.status === "cancelled"
      ? null
      : {
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
          stay: { name: booking.accommodationName, address: booking.accommodationAddress, checkInTime: booking.checkInTime, checkOutTime: booking.checkOutTime },
          confirmationNumber: booking.confirmationNumber,
        };
  const share = {
    title: t("title", { place: booking.accommodationName }),
    text: t("stayText", { place: booking.accommodationName, dates: fmt.range(booking.checkIn, booking.checkOut) }),
    path: stayPath(booking.accommodationSlug),
  };
  return <CalendarShareActions calendar={calendar} share={share} size="lg" className="flex-col sm:flex-row" />;
}
