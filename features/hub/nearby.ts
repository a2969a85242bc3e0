import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { readTranslations } from "@/lib/i18n-content";

// Other stays near a trip's destination, for the travel hub: the database's
// find_nearby_accommodations (50 km by default, nearest first; its migration says how it is bounded).

/** How far and how many the hub asks for: the spec's defaults, one more than shown so the chosen stay can drop out. */
export const NEARBY_STAYS_KM = 50;
export const NEARBY_STAYS_SHOWN = 4;

export interface NearbyStay {
  id: string;
  /** Its page's address: /accommodation/{slug}. */
  slug: string;
  name: string;
  area: string;
  type: string;
  pricePerNightMin: number;
  pricePerNightMax: number;
  distanceKm: number;
}

export async function nearbyStaysFor(ref: { id: string } | { slug: string }, exclude: string | null, locale: Locale): Promise<NearbyStay[] | null> {
  const db = await getDb();
  const destination = await db.destination.findUnique({ where: "id" in ref ? { id: ref.id } : { slug: ref.slug }, select: { latitude: true, longitude: true } });
  if (!destination) return null;
  const near = await db.$queryRaw<{ id: string; distance_km: number }[]>`
    SELECT id::text AS id, distance_km FROM find_nearby_accommodations(${destination.latitude}, ${destination.longitude}, ${NEARBY_STAYS_KM}, ${NEARBY_STAYS_SHOWN + 1})`;
  const ids = near.map((n) => n.id).filter((id) => id !== exclude).slice(0, NEARBY_STAYS_SHOWN);
  const rows = await db.accommodation.findMany({
    where: { id: { in: ids } },
    select: { id: true, slug: true, nameJa: true, area: true, translations: true, type: true, pricePerNightMin: true, pricePerNightMax: true },
  });
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r) => r !== undefined)
    .map((r) => {
      const tr = locale === "ja" ? {} : readTranslations(r.translations)[locale];
      return {
        id: r.id,
        slug: r.slug,
        name: tr.name || r.nameJa,
        area: tr.area || r.area,
        type: r.type,
        pricePerNightMin: r.pricePerNightMin,
        pricePerNightMax: r.pricePerNightMax,
        distanceKm: Math.round(near.find((n) => n.id === r.id)!.distance_km * 10) / 10,
      };
    });
}
