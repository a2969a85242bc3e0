import type { Locale } from "@/i18n/routing";
import type { CatalogueDestination, CatalogueRoute } from "./catalogue";
import { DEFAULT_ORIGIN_STATION_ID } from "./constants";
import type { AccessBrief, AccessDetails, AccessOption, AccessRouteDetail, AccessSummary } from "./types";

// Access on the proposal, from the seeded static routes (spec 02 §9). The access service
// (maps, enhanced routes, AI formatting, caching) replaces what is behind getAccessSummary;
// the proposal screen only depends on AccessSummary.

export interface Departure {
  label?: string;
  /** A preset's station id (features/magic-question/presets.ts), when the traveller picked one. */
  stationId?: string;
  hasCar: boolean;
}

const MODE_ORDER = { train: 0, bus: 1, car: 2, walking: 3 } as const;

function option(route: CatalogueRoute, locale: Locale, hasCar: boolean): AccessOption {
  return {
    id: route.id,
    mode: route.mode,
    title: route.titles[locale],
    durationMinutes: route.durationMinutes,
    fareMin: route.fareMin,
    fareMax: route.fareMax,
    transfers: route.transfers,
    needsCar: route.mode === "car" && !hasCar,
  };
}

function detail(route: CatalogueRoute, locale: Locale, hasCar: boolean): AccessRouteDetail {
  return {
    ...option(route, locale, hasCar),
    routeSummary: route.routeSummary,
    companies: route.companies,
    notes: route.notes[locale],
    steps: route.steps.map((s) => ({ instruction: s.instructions[locale], line: s.line, durationMinutes: s.durationMinutes, fare: s.fare })),
  };
}

const DEFAULT_ORIGIN_NAMES = { ja: "東京駅", en: "Tokyo Station", ko: "도쿄역", zh: "东京站" };

function originNames(destination: CatalogueDestination) {
  return destination.routes.find((r) => r.originStationId === DEFAULT_ORIGIN_STATION_ID)?.originNames ?? DEFAULT_ORIGIN_NAMES;
}

/** True when the traveller leaves from somewhere else than where the routes start. */
export function isApproximate(destination: CatalogueDestination, departure: Departure): boolean {
  return departure.stationId !== DEFAULT_ORIGIN_STATION_ID && !isDefaultHubLabel(departure.label, originNames(destination));
}

/** A traveller with a car sees the drive first; everyone else public transport first, fastest first. */
function ordered(destination: CatalogueDestination, hasCar: boolean): CatalogueRoute[] {
  const rank = (r: CatalogueRoute) => (hasCar && r.mode === "car" ? -1 : MODE_ORDER[r.mode]);
  return destination.routes
    .filter((r) => r.originStationId === DEFAULT_ORIGIN_STATION_ID)
    .sort((a, b) => rank(a) - rank(b) || a.durationMinutes - b.durationMinutes);
}

export function getAccessSummary(destination: CatalogueDestination, departure: Departure, locale: Locale): AccessSummary {
  const options = ordered(destination, departure.hasCar).map((r) => option(r, locale, departure.hasCar));
  const usable = options.filter((o) => !o.needsCar);
  const fastest = usable.length ? Math.min(...usable.map((o) => o.durationMinutes)) : destination.travelTimeFromTokyoMinutes;
  return {
    origin: { id: DEFAULT_ORIGIN_STATION_ID, name: originNames(destination)[locale] },
    approximate: isApproximate(destination, departure),
    fastestMinutes: fastest,
    options,
  };
}

function isDefaultHubLabel(label: string | undefined, origin: Record<Locale, string>): boolean {
  if (!label) return true; // no departure given: the default hub is the departure
  const l = label.trim().toLowerCase();
  return Object.values(origin).some((name) => name.toLowerCase() === l);
}

/** Everything about the same routes, for the details dialog. */
export function getAccessDetails(destination: CatalogueDestination, departure: Departure, locale: Locale): AccessDetails {
  return {
    origin: { id: DEFAULT_ORIGIN_STATION_ID, name: originNames(destination)[locale] },
    approximate: isApproximate(destination, departure),
    routes: ordered(destination, departure.hasCar).map((r) => detail(r, locale, departure.hasCar)),
  };
}

export interface BriefFormatter {
  duration(minutes: number): string;
  yenRange(min: number, max: number): string;
}

/** The spec's accessInfo.fromTokyo: the fastest train and the car route, as short texts. */
export function accessInfoOf(summary: AccessSummary, format: BriefFormatter): { fromTokyo: { train: AccessBrief | null; car: AccessBrief | null } } {
  const brief = (o: AccessOption | undefined): AccessBrief | null =>
    o ? { route: o.title, duration: format.duration(o.durationMinutes), durationMinutes: o.durationMinutes, cost: format.yenRange(o.fareMin, o.fareMax) } : null;
  const fastest = (mode: AccessOption["mode"]) => summary.options.filter((o) => o.mode === mode).sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  return { fromTokyo: { train: brief(fastest("train")), car: brief(fastest("car")) } };
}
