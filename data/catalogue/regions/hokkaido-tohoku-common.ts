// Small helpers shared by the Hokkaido and Tohoku catalogue files.
import type { Localized, CatalogueHint, HintCategory } from "../schema";

/** Four-language text in the order ja, en, ko, zh. */
export const L = (ja: string, en: string, ko: string, zh: string): Localized => ({ ja, en, ko, zh });

export const FREE = L("無料", "Free", "무료", "免费");

export function hint(
  destinationSlug: string,
  displayOrder: number,
  category: HintCategory,
  title: Localized,
  description: Localized,
): CatalogueHint {
  return { destinationSlug, displayOrder, category, title, description };
}

/** Basis note used for every price band in this part. */
export const PRICE_BASIS =
  "Editorial estimate for 2 adults per room per night (half board where the stay serves dinner), rounded to 1,000 yen, " +
  "worked out from per-person plan prices quoted in the dated travel reports listed in sources; not a quote.";

/** JR fare revisions that make older fare figures out of date. */
export const JR_HOKKAIDO_2025 =
  "https://news.railway-pressnet.com/archives/69313 (JR Hokkaido fares revised 2025-04-01; express charges unchanged)";
export const JR_HOKKAIDO_BANDS =
  "https://jikokuhyo.train-times.net/news/jrhokkaido20250401 (JR Hokkaido trunk-line fare bands before/after 2025-04-01)";
export const JR_HOKKAIDO_EXPRESS_TABLE =
  "https://jr-group.jp/hokuto-ryokin.html (Hokuto fare/express-charge table; pre-Oct-2019 figures, charges scaled by 1.10/1.08 for today's tax)";
export const JR_EAST_2026 =
  "https://fuelle.jp/archives/343043 (JR East fares revised 2026-03-14: trunk 7-10 km 210 yen, 11-15 km 260 yen, 16-20 km 350 yen)";
export const JR_EAST_2026_RATE =
  "https://news.yahoo.co.jp/articles/d2d0b74b8d937ad80a1294c136752a15b86b3660 (JR East 2026 revision: trunk lines +4.4%, local lines +5.2% on average; shinkansen and express charges unchanged per https://oisonewspaper.com/business/jr-east-fare-increase-march-14-2026)";
