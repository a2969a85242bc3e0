"use client";

import type { MoodId } from "@/lib/moods";
import { nightsBetween } from "@/lib/japan-time";
import { budgetForNights, clampReachHours, reachLimit, type DateRange } from "@/features/trip";
import { ReachField, type ReachValue } from "@/features/trip/ui";
import { ReachMap } from "@/features/proposal/ui";
import { isPlaced, type DepartureValue } from "./departure-field";

interface ReachSectionProps {
  value: ReachValue;
  onChange: (value: ReachValue) => void;
  departure: DepartureValue | null;
  mood: MoodId | null;
  hasCar: boolean;
  range: DateRange | null;
}

/** 'How far' and, once the departure is placed, the map of travel-time bands it applies to. */
export function ReachSection({ value, onChange, departure, mood, hasCar, range }: ReachSectionProps) {
  const nights = range?.from ? (range.to ? nightsBetween(range.from, range.to) : 1) : 1;
  const limit = reachLimit(clampReachHours(value.hours), value.arriveBy)?.minutes ?? budgetForNights(nights);
  return (
    <div className="space-y-4">
      <ReachField value={value} onChange={onChange} />
      {isPlaced(departure) ? (
        <ReachMap
          question={{ moods: mood ? [mood] : [], hasCar, departure: { label: departure.label, stationId: departure.stationId, latitude: departure.latitude, longitude: departure.longitude } }}
          limit={limit}
        />
      ) : null}
    </div>
  );
}
