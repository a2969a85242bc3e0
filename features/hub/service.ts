import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { localizedText, readTranslations } from "@/lib/i18n-content";
import { isAllYear, monthsOf, monthsText } from "@/lib/months";
import { groupSpots, type LocalSpotView, type SpotGroup } from "./explorer/spots";

/**
 * A destination's active local spots in the page's language, grouped by category; null when no
 * such destination exists.
 */
export const localSpotsFor = cache(async (ref: { id: string } | { slug: string }, locale: Locale): Promise<{ destinationId: string; groups: SpotGroup[] } | null> => {
  const db = await getDb();
  const destination = await db.destination.findUnique({ where: "id" in ref ? { id: ref.id } : { slug: ref.slug }, select: { id: true } });
  if (!destination) return null;
  const rows = await db.localSpot.findMany({
    where: { destinationId: destination.id, status: "active" },
    select: {
      id: true,
      nameJa: true,
      descriptionJa: true,
      translations: true,
      category: true,
      priceRange: true,
      rating: true,
      address: true,
      popularityScore: true,
      openingTime: true,
      closingTime: true,
      months: true,
      when: true,
    },
  });
  const spots: LocalSpotView[] = rows.map((row) => {
    const tr = locale === "ja" ? {} : readTranslations(row.translations)[locale];
    return {
      id: row.id,
      name: tr.name || row.nameJa,
      description: tr.description || row.descriptionJa,
      category: row.category,
      priceRange: tr.priceRange || row.priceRange,
      rating: row.rating,
      address: tr.address || row.address,
      popularity: row.popularityScore,
      hours: row.openingTime && row.closingTime ? { opens: row.openingTime, closes: row.closingTime } : null,
      months: monthsOf(row.months),
      season: row.when ? localizedText(row.when, locale) : isAllYear(monthsOf(row.months)) ? null : monthsText(monthsOf(row.months), locale),
    };
  });
  return { destinationId: destination.id, groups: groupSpots(spots) };
});
