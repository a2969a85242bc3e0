"use client";

import { chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";

/** The palette of the chosen trip's mood (the brand's neutral when there is none yet). */
export function TripMood({ children, className }: { children: React.ReactNode; className?: string }) {
  const { value } = useStoredValue(chosenTripStore);
  const mood = value?.trip.moods[0];
  return (
    <div data-mood={mood} className={className}>
      {children}
    </div>
  );
}
