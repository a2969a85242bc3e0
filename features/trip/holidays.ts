import "server-only";
import holidayJp from "@holiday-jp/holiday_jp";
import { addDays, japanToday, type IsoDate } from "@/lib/japan-time";

/** Japanese public holidays by date, in Japanese and English (the package's two languages). */
export type HolidayMap = Record<IsoDate, { ja: string; en: string }>;

const cache = new Map<IsoDate, HolidayMap>();

/**
 * Holidays from today (Japan) for about 13 months: what the date picker can show. Computed on
 * the server so the 230 kB holiday table never reaches the browser.
 */
export function upcomingHolidays(now: Date = new Date()): HolidayMap {
  const today = japanToday(now);
  const hit = cache.get(today);
  if (hit) return hit;
  const end = addDays(today, 400);
  const out: HolidayMap = {};
  for (const [date, h] of Object.entries(holidayJp.holidays)) {
    if (date >= today && date <= end) out[date] = { ja: h.name, en: h.name_en };
  }
  cache.clear();
  cache.set(today, out);
  return out;
}
