import type { Locale } from "@/i18n/routing";
import { fourLanguages, type Localized } from "@/lib/i18n-content";
import type { StaticRoute } from "./static";
import type { AccessMode, ScheduleInfo } from "./types";

// Hand-checked routes (static_routes rows, or the destination files in data/catalogue/destinations when the database
// cannot answer) in all four languages: the one mapping from how a route is stored to what the
// access code works with, and the one way to put it into a page's language. Every text of a
// route (summary, operators, lines, stations, schedule) is kept in four languages.

export interface ScheduleRecord {
  weekday: Localized;
  weekend: Localized;
  frequency: Localized;
  lastTrain: Localized;
  sampleTimes: { label: Localized; departure: string; arrival: string; color?: string }[];
}

export interface RouteRecord {
  id: string;
  mode: AccessMode;
  originStationId: string;
  titles: Localized;
  routeSummary: Localized;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: Localized[];
  notes: Localized;
  steps: { instructions: Localized; line?: Localized; from?: Localized; durationMinutes: number; fare?: number }[];
  schedule: ScheduleRecord | null;
  popularity: number;
  /** Times or fares worked out rather than read from a timetable. */
  estimate: boolean;
}

/** A route as stored: a database row (JSON columns) or a catalogue record; the same fields. */
export interface StoredRoute {
  id: string;
  mode: AccessMode;
  originStationId: string;
  title: unknown;
  routeSummary: unknown;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: unknown;
  notes: unknown;
  steps: unknown;
  schedule: unknown;
  popularity: number;
  estimate: boolean;
}

const optional = (x: unknown): Localized | undefined => (x === undefined || x === null || x === "" ? undefined : fourLanguages(x));
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

function scheduleOf(value: unknown): ScheduleRecord | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  return {
    weekday: fourLanguages(v.weekday),
    weekend: fourLanguages(v.weekend),
    frequency: fourLanguages(v.frequency),
    lastTrain: fourLanguages(v.lastTrain),
    sampleTimes: (list(v.sampleTimes) as Record<string, unknown>[]).map((x) => ({
      label: fourLanguages(x.label),
      departure: s(x.departure),
      arrival: s(x.arrival),
      color: s(x.color) || undefined,
    })),
  };
}

export function routeRecordOf(r: StoredRoute): RouteRecord {
  return {
    id: r.id,
    mode: r.mode,
    originStationId: r.originStationId,
    titles: fourLanguages(r.title),
    routeSummary: fourLanguages(r.routeSummary),
    durationMinutes: r.durationMinutes,
    fareMin: r.fareMin,
    fareMax: r.fareMax,
    transfers: r.transfers,
    companies: list(r.companies).map((c) => fourLanguages(c)),
    notes: fourLanguages(r.notes),
    steps: (list(r.steps) as Record<string, unknown>[]).map((s) => ({
      instructions: fourLanguages(s.instruction),
      line: optional(s.line),
      from: optional(s.from),
      durationMinutes: Number(s.durationMinutes) || 0,
      fare: typeof s.fare === "number" ? s.fare : undefined,
    })),
    schedule: scheduleOf(r.schedule),
    popularity: r.popularity,
    estimate: r.estimate,
  };
}

function localizeSchedule(s: ScheduleRecord, locale: Locale): ScheduleInfo {
  return {
    weekday: s.weekday[locale],
    weekend: s.weekend[locale],
    frequency: s.frequency[locale],
    lastTrain: s.lastTrain[locale],
    sampleTimes: s.sampleTimes.map((x) => ({ label: x.label[locale], departure: x.departure, arrival: x.arrival, color: x.color })),
  };
}

export function localizeRoute(r: RouteRecord, locale: Locale): StaticRoute {
  return {
    id: r.id,
    mode: r.mode,
    originStationId: r.originStationId,
    title: r.titles[locale],
    routeSummary: r.routeSummary[locale],
    durationMinutes: r.durationMinutes,
    fareMin: r.fareMin,
    fareMax: r.fareMax,
    transfers: r.transfers,
    companies: r.companies.map((c) => c[locale]),
    notes: r.notes[locale],
    steps: r.steps.map((s) => ({ instruction: s.instructions[locale], line: s.line?.[locale], from: s.from?.[locale], durationMinutes: s.durationMinutes, fare: s.fare })),
    schedule: r.schedule ? localizeSchedule(r.schedule, locale) : null,
    popularity: r.popularity,
    estimate: r.estimate,
  };
}
