import { MAJOR_CITIES, type PresetPlace } from "./presets";

export const EARTH_RADIUS_KM = 6371;
/** Japan's bounding box (spec 02 §9). */
export const JAPAN_BOUNDS = { minLat: 24, maxLat: 46, minLng: 122, maxLng: 154 } as const;

export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isInJapan(latitude: number, longitude: number): boolean {
  return latitude >= JAPAN_BOUNDS.minLat && latitude <= JAPAN_BOUNDS.maxLat && longitude >= JAPAN_BOUNDS.minLng && longitude <= JAPAN_BOUNDS.maxLng;
}

/** The preset city nearest to a position, with its distance. */
export function nearestCity(position: { latitude: number; longitude: number }, cities: PresetPlace[] = MAJOR_CITIES): { city: PresetPlace; distanceKm: number } {
  let best = { city: cities[0], distanceKm: haversineKm(position, cities[0]) };
  for (const city of cities.slice(1)) {
    const d = haversineKm(position, city);
    if (d < best.distanceKm) best = { city, distanceKm: d };
  }
  return best;
}
