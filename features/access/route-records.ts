import type { Locale } from "@/i18n/routing";
import { fourLanguages, type Localized } from "@/lib/i18n-content";
import type { StaticRoute } from "./static";
import type { AccessMode, ScheduleInfo } from "./types";

// Hand-checked routes (static_routes rows, or data/catalogue/static-routes.ts when the database
// cannot answer) in all four languages: the one mapping from how a route is stored to what the
// access code works with, and the one way to put it into a page's language.

export interface RouteRecord {
  id: string;
  mode: AccessMode;
  originStationId: string;
  titles: Localized;
  routeSummary: string;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: string[];
  notes: Localized;
  steps: { instructions: Localized; line?: string; from?: string; durationMinutes: number; fare?: number }[];
  schedule: ScheduleInfo | null;
  popularity: number;
}

/** A route as stored: a database row (JSON columns) or a catalogue record; the same fields. */
export interface StoredRoute {
  id: string;
  mode: AccessMode;
  originStationId: string;
  title: unknown;
  routeSummary: string;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: string[];
  notes: unknown;
  steps: unknown;
  schedule: unknown;
  popularity: number;
}

function scheduleOf(value: unknown): ScheduleInfo | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  const samples = Array.isArray(v.sampleTimes) ? (v.sampleTimes as Record<string, unknown>[]) : [];
  return {
    weekday: s(v.weekday),
    weekend: s(v.weekend),
    frequency: s(v.frequency),
    lastTrain: s(v.lastTrain),
    sampleTimes: samples.map((x) => ({ label: s(x.label), departure: s(x.departure), arrival: s(x.arrival), color: s(x.color) || undefined })),
  };
}

export function routeRecordOf(r: StoredRoute): RouteRecord {
  const steps = Array.isArray(r.steps) ? (r.steps as Record<string, unknown>[]) : [];
  return {
    id: r.id,
    mode: r.mode,
    originStationId: r.originStationId,
    titles: fourLanguages(r.title),
    routeSummary: r.routeSummary,
    durationMinutes: r.durationMinutes,
    fareMin: r.fareMin,
    fareMax: r.fareMax,
    transfers: r.transfers,
    companies: r.companies,
    notes: fourLanguages(r.notes),
    steps: steps.map((s) => ({
      instructions: fourLanguages(s.instruction),
      line: typeof s.line === "string" ? s.line : undefined,
      from: typeof s.from === "string" ? s.from : undefined,
      durationMinutes: Number(s.durationMinutes) || 0,
      fare: typeof s.fare === "number" ? s.fare : undefined,
    })),
    schedule: scheduleOf(r.schedule),
    popularity: r.popularity,
  };
}

export function localizeRoute(r: RouteRecord, locale: Locale): StaticRoute {
  return {
    id: r.id,
    mode: r.mode,
    originStationId: r.originStationId,
    title: r.titles[locale],
    routeSummary: r.routeSummary,
    durationMinutes: r.durationMinutes,
    fareMin: r.fareMin,
    fareMax: r.fareMax,
    transfers: r.transfers,
    companies: r.companies,
    notes: r.notes[locale],
    steps: r.steps.map((s) => ({ instruction: s.instructions[locale], line: s.line, from: s.from, durationMinutes: s.durationMinutes, fare: s.fare })),
    schedule: r.schedule,
    popularity: r.popularity,
  };
}
