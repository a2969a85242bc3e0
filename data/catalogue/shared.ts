// Values that many catalogue records share word for word: notes on how a price band was estimated,
// fare tables, and a few recurring labels. Import them rather than writing them again.
import type { Localized } from "./schema";

export const FREE: Localized = { ja: "無料", en: "Free", ko: "무료", zh: "免费" };
export const MORNING: Localized = { ja: "朝", en: "Morning", ko: "아침", zh: "早上" };
export const MIDDAY: Localized = { ja: "昼", en: "Midday", ko: "낮", zh: "中午" };
export const EVENING: Localized = { ja: "夕", en: "Evening", ko: "저녁", zh: "傍晚" };

export const JR_HOKKAIDO_BANDS =
  "https://jikokuhyo.train-times.net/news/jrhokkaido20250401 (JR Hokkaido trunk-line fare bands before/after 2025-04-01)";
export const JR_HOKKAIDO_EXPRESS_TABLE =
  "https://jr-group.jp/hokuto-ryokin.html (Hokuto fare/express-charge table; pre-Oct-2019 figures, charges scaled by 1.10/1.08 for today's tax)";
export const JR_HOKKAIDO_2025 =
  "https://news.railway-pressnet.com/archives/69313 (JR Hokkaido fares revised 2025-04-01; express charges unchanged)";
export const PRICE_BASIS_HALF_BOARD_REPORTS =
  "Editorial estimate for 2 adults per room per night (half board where the stay serves dinner), rounded to 1,000 yen, worked out from per-person plan prices quoted in the dated travel reports listed in sources; not a quote.";
export const JR_EAST_2026 =
  "https://fuelle.jp/archives/343043 (JR East fares revised 2026-03-14: trunk 7-10 km 210 yen, 11-15 km 260 yen, 16-20 km 350 yen)";
export const STREET_NUMBER_UNCONFIRMED =
  "Street number not confirmed; coordinates best knowledge (±0.3 km)";
export const BEST_KNOWLEDGE_COORDINATES =
  "Coordinates: best knowledge (±0.5 km)";
export const BEST_KNOWLEDGE_STATION =
  "Coordinates: best knowledge of the station building or stop (±0.5 km), not read from a page";
export const FORMER_SEED_DESTINATIONS =
  "prisma/seed/destinations.ts (the app's existing catalogue entry: name, description, highlights, coordinates, access notes)";
export const BUDGET_FROM_FORMER_RANGE =
  "budgetPerPersonYen: the app's estimatedBudgetMin/Max (per person, 1 night, which included the round trip from Tokyo) minus the cheapest round-trip public-transport fare from Tokyo in static-routes.ts, rounded to ¥1,000. Editorial estimate.";
export const PRICE_BASIS_CARRIED_OVER =
  "Carried over from the app's indicative range (typical published plans across seasons, two adults); not re-read for this research. Estimate.";
export const FORMER_SEED_STAYS =
  "prisma/seed/accommodations.ts (the app's existing record of this real property: name, area, type, description, approximate position)";
export const GENERAL_KNOWLEDGE_ADDRESS =
  "Postal address from general knowledge of this well-known property; not re-checked against its own site for this research.";
export const PRICE_BASIS_NO_PLAN =
  "No plan read; band for two with two meals estimated. Estimate.";
export const FORMER_SEED_SPOTS =
  "prisma/seed/spots.ts (the app's existing record: real place, postal address and GSI/OpenStreetMap position; price as published around 2024–2025, approximate)";
export const FORMER_SEED_STATIONS =
  "Coordinates and Japanese names as in the app's station list (prisma/seed/stations.ts: ekidata-derived station positions, WGS84); line names as the operators sign them in English.";
export const PRICE_BASIS_TWO_MEALS =
  "Per room, two adults, from public plans seen on the stay's and booking sites' pages across seasons; rounded band, estimate; two meals";
export const PRICE_BASIS_TEMPLE_MEALS =
  "Per room, two adults, from public plans seen on the stay's and booking sites' pages across seasons; rounded band, estimate; two vegetarian meals";
export const GENERAL_KNOWLEDGE_PLACE =
  "Well-known place; address and coordinates from general knowledge";
export const GENERAL_KNOWLEDGE_STATION =
  "Coordinates from general map knowledge of the station";
export const PRICE_BASIS_DINNER_BREAKFAST =
  "two adults, one room, dinner and breakfast, low to high season; editorial estimate from typical published plans, not a quote";
export const PRICE_BASIS_ROOM_ONLY =
  "two adults, one room, room only or with breakfast; editorial estimate from typical published plans, not a quote";
export const GENERAL_KNOWLEDGE_SIGHT =
  "Well-known sight; coordinates and address from general knowledge of the place (README: no look-up needed)";
export const PRICE_BASIS_PLAN_LEVELS =
  "Editorial estimate of a per-room band for two adults across seasons, rounded to 1,000 yen, from the public plan levels mentioned in the cited pages and the usual range for this class of stay; not a quote.";
export const GENERAL_KNOWLEDGE_STREET =
  "Street address from general knowledge.";
export const GENERAL_KNOWLEDGE_ADDRESS_SHORT =
  "Address from general knowledge.";
