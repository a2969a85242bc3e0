"use client";

import { Skeleton } from "@/components/ui/skeleton";
import type { HolidayMap } from "@/features/trip/server";
import { BookingForm } from "./booking-form";
import type { BookingStay } from "./stay-summary";
import { useBookingTrip } from "./use-booking-trip";

export type { BookingStay } from "./stay-summary";

/** /booking/{id}: the form once the trip's dates and party are read from the browser. */
export function BookingScreen({ stay, holidays }: { stay: BookingStay; holidays: HolidayMap }) {
  const { initial } = useBookingTrip();
  if (!initial) return <Skeleton className="h-[28rem] rounded-3xl" />;
  return <BookingForm stay={stay} holidays={holidays} initial={initial} />;
}
