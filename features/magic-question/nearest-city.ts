import { MAJOR_CITIES, type PresetPlace } from "@/data/departures";
import { haversineKm } from "@/data/japan";

/** The preset city nearest to a position, with its distance. */
export function nearestCity(position: { latitude: number; longitude: number }, cities: PresetPlace[] = MAJOR_CITIES): { city: PresetPlace; distanceKm: number } {
  let best = { city: cities[0], distanceKm: haversineKm(position, cities[0]) };
  for (const city of cities.slice(1)) {
    const d = haversineKm(position, city);
    if (d < best.distanceKm) best = { city, distanceKm: d };
  }
  return best;
}
