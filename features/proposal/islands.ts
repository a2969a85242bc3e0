import { hubs } from "@/data/network";

// From Okinawa every trip is to an island: the main island by bus or car, the others by a short
// flight or ferry (their last legs in the catalogue). The pool line says so, as a traveller would
// otherwise read "within 3 h" as a train ride.

/** The departure lies on Okinawa's islands (its nearest network hub is in Okinawa). */
export function departsFromIslands(origin: { latitude: number; longitude: number }): boolean {
  let best: { prefecture: string; d: number } | null = null;
  for (const h of hubs) {
    const d = (h.latitude - origin.latitude) ** 2 + ((h.longitude - origin.longitude) * Math.cos((origin.latitude * Math.PI) / 180)) ** 2;
    if (!best || d < best.d) best = { prefecture: h.prefecture, d };
  }
  return best?.prefecture === "沖縄県";
}
