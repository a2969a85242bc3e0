import { haversineKm } from "@/data/japan";

// How far a stay is from its station, as the location card says it. The catalogue holds no walking
// routes: the time is the straight line times the local circuity at a walking pace (the same
// figures as the access estimates), and beyond a walk the card gives the distance instead.

const CIRCUITY = 1.3;
const WALK_METRES_PER_MINUTE = 80;
/** Further than this (straight line) the card names the distance, not a walk. */
export const WALKABLE_KM = 2;

export type FromStation = { kind: "walk"; minutes: number } | { kind: "distance"; km: number };

export function fromStation(stay: { latitude: number; longitude: number }, station: { latitude: number; longitude: number }): FromStation {
  const km = haversineKm(stay, station);
  if (km <= WALKABLE_KM) return { kind: "walk", minutes: Math.max(1, Math.round((km * CIRCUITY * 1000) / WALK_METRES_PER_MINUTE)) };
  return { kind: "distance", km: Math.round(km * 10) / 10 };
}

export { isPhoto } from "@/lib/pictures";
