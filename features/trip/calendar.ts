import { createEvents, type EventAttributes } from "ics";
import type { TranslateIn } from "@/i18n/message-keys";
import { addDays, isIsoDate, type IsoDate } from "@/lib/japan-time";
import { PRODUCT } from "./storage";

// The trip as an iCalendar file (RFC 5545), made in the browser from what the screen shows.
// Clock times are Japanese (a stay's check-in, a suggested departure) and are written in UTC, so
// every calendar app places them right whatever the phone's time zone.

export interface TripCalendarInput {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** No stay chosen yet: no check-in or check-out event. */
  stay: {
    name: string;
    /** The postal address, or the area when the address is not known. */
    address?: string | null;
    /** "H:MM" in Japan time, when published; otherwise the event lasts all day. */
    checkInTime?: string | null;
    checkOutTime?: string | null;
  } | null;
  confirmationNumber?: string | null;
  /** The way there, on the check-in day. */
  departure?: {
    destination: string;
    from: string;
    route: string;
    /** The duration as the screen writes it ("1時間45分"). */
    duration: string;
    durationMinutes: number | null;
    /** "H:MM" in Japan time; without it the departure is an all-day event. */
    time?: string | null;
  } | null;
  /** A page about the trip, linked from every event. */
  url?: string;
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** "15:00" on a Japanese calendar day → the instant (ms since the epoch), or null for no clock time. */
export function japanInstant(date: IsoDate, time: string | null | undefined): number | null {
  const m = time ? CLOCK.exec(time.trim()) : null;
  if (!m) return null;
  return Date.parse(`${date}T${m[1].padStart(2, "0")}:${m[2]}:00+09:00`);
}

const dayParts = (d: IsoDate): [number, number, number] => d.split("-").map(Number) as [number, number, number];

/** A timed event when the clock time is known, else an all-day event on that day. */
function when(date: IsoDate, time: string | null | undefined, minutes = 60) {
  const start = japanInstant(date, time);
  if (start === null) return { start: dayParts(date), end: dayParts(addDays(date, 1)) };
  return { start, end: start + Math.max(1, minutes) * 60_000, startInputType: "utc" as const, startOutputType: "utc" as const };
}

/** A short stable tag, so that importing the same trip again updates its events instead of doubling them. */
function tag(text: string): string {
  let h = 5381;
  for (const ch of text) h = ((h * 33) ^ ch.codePointAt(0)!) >>> 0;
  return h.toString(36);
}

/**
 * The trip's events — check-in, check-out and the departure, each only when its facts are there —
 * as the text of an .ics file, or null when there is nothing to put in a calendar.
 */
export function tripCalendar(input: TripCalendarInput, t: TranslateIn<"trip.calendar">): string | null {
  const checkIn = input.checkIn && isIsoDate(input.checkIn) ? input.checkIn : null;
  const checkOut = checkIn && input.checkOut && isIsoDate(input.checkOut) && input.checkOut > checkIn ? input.checkOut : null;
  const number = input.confirmationNumber?.trim() || null;
  const uid = (kind: string) => `${number ?? `${checkIn}-${tag(input.stay?.name ?? input.departure?.destination ?? "")}`}-${kind}@${PRODUCT}`;
  const common = input.url ? { url: input.url } : {};
  const events: EventAttributes[] = [];

  if (checkIn && input.stay) {
    const stay = input.stay;
    const location = [stay.name, stay.address?.trim()].filter(Boolean).join(", ");
    const description = number ? t("confirmation", { number }) : undefined;
    events.push({ ...common, ...when(checkIn, stay.checkInTime), uid: uid("check-in"), title: t("checkIn", { stay: stay.name }), location, description });
    if (checkOut) {
      events.push({ ...common, ...when(checkOut, stay.checkOutTime), uid: uid("check-out"), title: t("checkOut", { stay: stay.name }), location, description });
    }
  }

  const departure = input.departure;
  if (checkIn && departure) {
    const lines = [t("from", { place: departure.from }), t("route", { route: departure.route }), t("duration", { duration: departure.duration })];
    events.push({
      ...common,
      ...when(checkIn, departure.time, departure.durationMinutes ?? 60),
      uid: uid("departure"),
      title: t("departure", { destination: departure.destination }),
      location: departure.from,
      description: lines.join("\n"),
    });
  }

  if (!events.length) return null;
  const { error, value } = createEvents(events, { productId: `-//${PRODUCT}//trip//EN` });
  if (error || !value) throw error ?? new Error("The calendar could not be written");
  return value;
}

/** tabigacha-2026-05-09.ics: named after the first day of the trip. */
export function calendarFileName(checkIn: IsoDate | null): string {
  return `${PRODUCT}-${checkIn ?? "trip"}.ics`;
}
