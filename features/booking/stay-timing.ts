import type { IsoDate } from "@/lib/japan-time";

// When a request's check-in is, in Japan time, and what follows from it: a request within 48
// hours of check-in is urgent; an unanswered one lapses at the stay's check-in time; a request
// for today after the stay's last arrival time is refused (nobody could answer it in time).

/** When the stay publishes no check-in time, the hour most Japanese inns open their doors. */
export const DEFAULT_CHECK_IN_TIME = "15:00";
/** When the stay publishes no last arrival, the latest we let a same-day request through. */
export const DEFAULT_LAST_CHECK_IN_TIME = "22:00";
export const URGENT_WITHIN_MS = 48 * 60 * 60_000;

const TIME = /^(\d{1,2}):(\d{2})$/;

/** The moment `date` at `time` (H:MM) in Japan; `fallback` when the time is missing or odd. */
export function japanMoment(date: IsoDate, time: string | null | undefined, fallback: string): Date {
  const [, h, m] = TIME.exec(time ?? "") ?? TIME.exec(fallback)!;
  const hours = Math.min(Number(h), 29); // "25:00" and the like mean after midnight
  return new Date(Date.parse(`${date}T00:00:00+09:00`) + (hours * 60 + Number(m)) * 60_000);
}

export interface StayTimes {
  checkInTime: string | null;
  lastCheckInTime: string | null;
}

/** When an unanswered request lapses: the stay's check-in time on the check-in day. */
export function answerDeadline(checkIn: IsoDate, stay: StayTimes): Date {
  return japanMoment(checkIn, stay.checkInTime, DEFAULT_CHECK_IN_TIME);
}

export function isUrgent(checkIn: IsoDate, stay: StayTimes, now: Date): boolean {
  return answerDeadline(checkIn, stay).getTime() - now.getTime() <= URGENT_WITHIN_MS;
}

/** True for a request for today (Japan) made after the stay's last arrival time. */
export function tooLateForToday(checkIn: IsoDate, today: IsoDate, stay: StayTimes, now: Date): boolean {
  if (checkIn !== today) return false;
  return now.getTime() >= japanMoment(today, stay.lastCheckInTime, DEFAULT_LAST_CHECK_IN_TIME).getTime();
}

/** The last arrival time as shown in the refusal. */
export const lastArrivalOf = (stay: StayTimes) => stay.lastCheckInTime ?? DEFAULT_LAST_CHECK_IN_TIME;

