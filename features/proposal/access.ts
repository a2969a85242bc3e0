import type { Locale } from "@/i18n/routing";
import { finalize, ordered } from "@/features/access/build";
import { resolveOrigin, type DepartureInput } from "@/features/access/origin";
import { staticDrafts, type DestinationData, type StaticRoute } from "@/features/access/static";
import { fastestMinutes, toAccessOption } from "@/features/access/summary";
import type { AccessTexts } from "@/features/access/texts";
import type { ScheduleInfo } from "@/features/access/types";
import type { CatalogueDestination } from "./catalogue";
import { DEFAULT_ORIGIN_STATION_ID } from "./constants";
import type { AccessBrief, AccessOption, AccessSummary } from "./types";

// The access tile and choices of a proposal, from the traveller's departure, without any outside
// service (the draw stays fast): the hand-checked routes when leaving from Tokyo (a guide near
// Tokyo), else the fare and duration formulas on the distance, marked as estimates. The access
// detail modal loads the full access service (directions, AI formatting, caching) separately.

export interface Departure extends DepartureInput {
  hasCar: boolean;
}

function toData(d: CatalogueDestination, locale: Locale): DestinationData {
  const routes: StaticRoute[] = d.routes.map((r) => ({
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
    schedule: (r.schedule as ScheduleInfo | null) ?? null,
    popularity: r.popularity,
  }));
  const st = d.station;
  return {
    id: d.id,
    name: d.names[locale],
    nameJa: d.names.ja,
    latitude: d.latitude,
    longitude: d.longitude,
    station: st ? { name: st.names[locale], nameJa: st.names.ja, latitude: st.latitude, longitude: st.longitude, stationId: st.id } : null,
    accessNotes: d.accessNotes[locale],
    routes,
  };
}

const DEFAULT_HUB_NAMES = ["東京駅", "tokyo station", "도쿄역", "东京站", "東京", "tokyo"];

/** A typed departure we cannot place (no preset, no coordinates): Tokyo's routes, as a guide. */
function unplacedLabel(departure: Departure): boolean {
  if (departure.stationId || departure.latitude !== undefined) return false;
  const label = departure.label?.trim().toLowerCase();
  return Boolean(label) && !DEFAULT_HUB_NAMES.includes(label!);
}

/** The key under which a summary can be memoized: what changes it. */
export function departureKey(departure: Departure): string {
  if (departure.stationId) return `s:${departure.stationId}`;
  if (departure.latitude !== undefined && departure.longitude !== undefined) return `c:${departure.latitude.toFixed(3)},${departure.longitude.toFixed(3)}`;
  return unplacedLabel(departure) ? "label" : "tokyo";
}

export function getAccessSummary(destination: CatalogueDestination, departure: Departure, locale: Locale, texts: AccessTexts): AccessSummary {
  const origin = resolveOrigin(departure, locale);
  const { drafts, estimate, tokyoRoutes } = staticDrafts(origin, toData(destination, locale), departure.hasCar, texts);
  const options = ordered(finalize(drafts), departure.hasCar).map(toAccessOption);
  return {
    origin: tokyoRoutes ? { id: DEFAULT_ORIGIN_STATION_ID, name: resolveOrigin({ stationId: DEFAULT_ORIGIN_STATION_ID }, locale).name } : { id: origin.stationId ?? "location", name: origin.name },
    from: { id: origin.stationId ?? "location", name: origin.name },
    approximate: estimate || unplacedLabel(departure),
    estimate: !tokyoRoutes,
    fastestMinutes: fastestMinutes(options, destination.travelTimeFromTokyoMinutes),
    options,
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
