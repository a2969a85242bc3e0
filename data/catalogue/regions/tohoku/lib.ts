// Shared helpers for the Tohoku research files (builds on ../hokkaido-tohoku/common.ts).
import type { Localized, CatalogueSpot, Season, SpotCategory } from "../../schema";
export { L, FREE, hint, PRICE_BASIS, JR_EAST_2026, JR_EAST_2026_RATE } from "../hokkaido-tohoku-common";

export const NOTES = "/work/research/hokkaido-tohoku/NOTES.md (previous researcher's dated look-ups)";

/** How JR East fares after the 2026-03-14 revision were worked out. */
export const FARE_RULE =
  "Fare worked out: the 2019 JR fare for the operating km (trunk table in /work/research/network/fares.ts; local-line km × 1.1 where a local line is used) " +
  "raised about 4.4 % (trunk) or 5.2 % (local lines) for JR East's 2026-03-14 revision and rounded to 10 yen; shinkansen and limited-express charges unchanged. Estimate.";

export function spot(
  destinationSlug: string,
  category: SpotCategory,
  name: Localized,
  description: Localized,
  price: Localized | null,
  address: Localized,
  latitude: number,
  longitude: number,
  tags: string[],
  bestSeason: Season[],
  sources: string[],
  hours?: [string, string],
): CatalogueSpot {
  const s: CatalogueSpot = { destinationSlug, name, description, category, price, address, latitude, longitude, tags, bestSeason, sources };
  if (hours) { s.openingTime = hours[0]; s.closingTime = hours[1]; }
  return s;
}
