"use client";

import { STORAGE_KEYS } from "@/features/trip/storage";
import { useStored } from "@/features/trip/use-stored";

/** The palette of the chosen trip's mood (the brand's neutral when there is none yet). */
export function TripMood({ children, className }: { children: React.ReactNode; className?: string }) {
  const { value } = useStored(STORAGE_KEYS.selectedProposal);
  const mood = value?.trip.moods[0];
  return (
    <div data-mood={mood} className={className}>
      {children}
    </div>
  );
}
