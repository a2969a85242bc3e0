// The route navigator's suggested departures (10:00 and 14:00) and when each one
// arrives, from the chosen route's duration.

export const SUGGESTED_DEPARTURES = ["10:00", "14:00"] as const;

/** "10:00" + 125 minutes → "12:05"; past midnight wraps to the next day's clock. */
export function arrivalTime(departure: string, minutes: number): string {
  const [h, m] = departure.split(":").map(Number);
  const total = (h * 60 + m + Math.max(0, Math.round(minutes))) % (24 * 60);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

export type TipKey = "icCard" | "reservedSeats" | "lastTrain" | "traffic" | "parking" | "restStops" | "weather";

/** Tips that fit the way there. */
export function routeTips(mode: "car" | "train" | "bus" | "walking"): TipKey[] {
  if (mode === "car") return ["traffic", "parking", "restStops", "weather"];
  return ["icCard", "reservedSeats", "lastTrain", "weather"];
}
