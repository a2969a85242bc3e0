import { SEASON_MONTHS, type SeasonKey as Season } from "@/data/seasons";
import { addDays, daysBetween, japanToday, type IsoDate } from "./japan-time";

// When things are on, against when the traveller goes: the months of a trip, whether a highlight,
// tip or spot is on during them, the trip's season, and months written for people ("July",
// "6〜8月", "12~2월"). Months are 1–12 in Japan; all twelve means all year.

export const ALL_YEAR: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Stored months as a list: anything that is not a list of 1–12 reads as all year (rows written before months existed). */
export function monthsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [...ALL_YEAR];
  const months = value.filter((m): m is number => Number.isInteger(m) && m >= 1 && m <= 12);
  return months.length ? [...new Set(months)].sort((a, b) => a - b) : [...ALL_YEAR];
}

/** The months a trip touches, from its first day to its last; today's month when there are no dates. */
export function tripMonths(checkIn: IsoDate | null | undefined, checkOut?: IsoDate | null, today: IsoDate = japanToday()): number[] {
  const from = checkIn ?? today;
  const to = checkOut && checkOut >= from ? checkOut : from;
  const months = new Set<number>();
  // A trip is a few days; a long range still ends after a year of months.
  for (let day = from, i = 0; day <= to && i < 366; day = addDays(day, 1), i++) months.add(Number(day.slice(5, 7)));
  if (daysBetween(from, to) > 366) return [...ALL_YEAR];
  return [...months].sort((a, b) => a - b);
}

/** Whether something on in `months` can be met on a trip touching `trip`. */
export function isOn(months: readonly number[], trip: readonly number[]): boolean {
  return months.some((m) => trip.includes(m));
}

export function isAllYear(months: readonly number[]): boolean {
  return ALL_YEAR.every((m) => months.includes(m));
}

/** The season of a month: spring March–May, summer June–August, autumn September–November, winter December–February. */
export function seasonOfMonth(month: number): Season {
  return (Object.keys(SEASON_MONTHS) as Season[]).find((s) => (SEASON_MONTHS[s] as readonly number[]).includes(month)) ?? "winter";
}

/** The trip's season: the season of its first month. */
export function seasonOfTrip(trip: readonly number[]): Season {
  return seasonOfMonth(trip[0] ?? Number(japanToday().slice(5, 7)));
}

/** A stable key for a set of months (memo keys). */
export const monthsKey = (months: readonly number[]) => months.join(",");

/** Runs of consecutive months, December wrapping to January: [12, 1, 2] is one run. */
export function monthRuns(months: readonly number[]): [number, number][] {
  const set = new Set(months);
  if (set.size === 12) return [[1, 12]];
  // Start each run at a month whose previous month is off, so a December–February run stays whole.
  const runs: [number, number][] = [];
  for (let m = 1; m <= 12; m++) {
    const prev = m === 1 ? 12 : m - 1;
    if (!set.has(m) || set.has(prev)) continue;
    let end = m;
    while (set.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== m) end = end === 12 ? 1 : end + 1;
    runs.push([m, end]);
  }
  return runs;
}

type Lang = "ja" | "en" | "ko" | "zh";
const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Months for people: "7月", "6〜8月", "12〜2月" (ja), "July", "June–August" (en), "6~8월" (ko), "6至8月" (zh); runs joined by the language's list mark. */
export function monthsText(months: readonly number[], lang: Lang): string {
  const one = (m: number) => (lang === "en" ? EN_MONTHS[m - 1] : lang === "ko" ? `${m}월` : `${m}月`);
  const run = ([a, b]: [number, number]) => {
    if (a === b) return one(a);
    if (lang === "en") return `${EN_MONTHS[a - 1]}–${EN_MONTHS[b - 1]}`;
    if (lang === "ko") return `${a}~${b}월`;
    if (lang === "zh") return `${a}至${b}月`;
    return `${a}〜${b}月`;
  };
  const sep = lang === "en" ? ", " : lang === "ko" ? ", " : lang === "zh" ? "、" : "・";
  return monthRuns(months).map(run).join(sep);
}
