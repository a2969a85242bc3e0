import { haversineKm } from "@/data/japan";
import { DEFAULT_ORIGIN_STATION_ID, TOKYO_AREA_KM } from "./constants";
import { drivingCost, estimatedFare, estimatedMinutes, GENERIC, travelKm, walkingAllowed, WALKING_COST } from "./formulas";
import type { Draft } from "./build";
import { topPerMode } from "./routes";
import type { AccessMode, LatLng, ScheduleInfo } from "./types";
import type { AccessTexts } from "./texts";
import { reachFrom, type Segment } from "./reach/model";

// Our own access data, with no outside service: the hand-checked routes from Tokyo Station
// (the destination files in data/catalogue/destinations, kept in the database), and for other departures the fare and
// duration formulas on the straight-line distance, marked as estimates. Pure: the proposal draw
// uses it for the tile, the access service as its last fallback.

export interface Place extends LatLng {
  name: string;
  nameJa: string;
  stationId?: string;
}

export interface StaticRoute {
  id: string;
  mode: AccessMode;
  originStationId: string;
  title: string;
  routeSummary: string;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  companies: string[];
  notes: string;
  steps: { instruction: string; line?: string; from?: string; durationMinutes: number; fare?: number }[];
  schedule: ScheduleInfo | null;
  popularity: number;
  /** Times or fares worked out rather than read from a timetable. */
  estimate: boolean;
}

export interface DestinationData extends LatLng {
  id: string;
  /** The catalogue's slug: the reachability model knows a destination's last legs by it. */
  slug: string;
  name: string;
  nameJa: string;
  /** The main station (station mapping), when known. */
  station: Place | null;
  accessNotes: string;
  routes: StaticRoute[];
}

/** Tokyo Station (data/catalogue/stations.ts). */
export const TOKYO_STATION: LatLng = { latitude: 35.6812, longitude: 139.7671 };

export function distanceKm(a: LatLng, b: LatLng): number {
  return haversineKm(a, b);
}

/** The hand-checked routes apply: the departure is Tokyo Station (or right beside it). */
export function usesTokyoRoutes(origin: Place): boolean {
  return origin.stationId === DEFAULT_ORIGIN_STATION_ID || distanceKm(origin, TOKYO_STATION) <= TOKYO_AREA_KM;
}

function fromStaticRoute(r: StaticRoute, destination: DestinationData, hasCar: boolean, estimate: boolean): Draft {
  const end = destination.station ?? destination;
  return {
    id: r.id,
    mode: r.mode,
    title: r.title,
    route: r.routeSummary,
    description: r.notes,
    durationMinutes: r.durationMinutes,
    costMin: r.fareMin,
    costMax: r.fareMax,
    regularFare: r.fareMin,
    transfers: r.transfers,
    companies: r.companies,
    notes: r.notes,
    pros: [],
    cons: [],
    tips: [],
    popularity: r.popularity,
    distanceKm: null,
    steps: r.steps.map((s, i) => ({
      stepNumber: i + 1,
      action: s.instruction,
      location: s.from,
      durationMinutes: s.durationMinutes,
      cost: s.fare,
      line: s.line,
      travelMode: r.mode === "car" ? "driving" : r.mode === "walking" ? "walking" : "transit",
    })),
    schedule: r.schedule,
    path: [
      [TOKYO_STATION.longitude, TOKYO_STATION.latitude],
      [end.longitude, end.latitude],
    ],
    needsCar: r.mode === "car" && !hasCar,
    estimate: estimate || r.estimate,
  };
}

function segmentStep(s: Segment, i: number, origin: Place, endName: string, placeName: string, texts: AccessTexts) {
  const l = texts.locale;
  // The onward stretch starts where the last leg ends (the station) and ends at the place itself.
  const from = s.kind === "onward" ? endName : (s.from?.[l] ?? origin.name);
  const to = s.kind === "onward" ? placeName : (s.to?.[l] ?? endName);
  if (s.kind === "first") return { stepNumber: i + 1, action: texts.firstLeg(origin.name, to), location: origin.name, durationMinutes: s.minutes, travelMode: "transit" as const };
  const line = s.kind === "last" || s.kind === "onward" || s.kind === "transfer" || s.kind === "flight" || s.kind === "ferry" ? (s.line?.[l] ?? "") : `${s.line?.[l] ?? ""} ${s.service?.[l] ?? ""}`.trim();
  return { stepNumber: i + 1, action: texts.ride(line, from, to), location: from, durationMinutes: s.minutes, line, travelMode: "transit" as const };
}

/**
 * Routes from the reachability model (data/network): train over the timetable network with the
 * destination's own last leg, car over the road network; estimates, with their steps.
 */
function modelDrafts(origin: Place, destination: DestinationData, hasCar: boolean, texts: AccessTexts): Draft[] {
  const reach = reachFrom(origin).to({ slug: destination.slug, latitude: destination.latitude, longitude: destination.longitude, station: destination.station });
  const end = destination.station ?? destination;
  const endName = destination.station?.name ?? destination.name;
  const note = texts.modelNote();
  const path: [number, number][] = [
    [origin.longitude, origin.latitude],
    [end.longitude, end.latitude],
  ];
  const base = { companies: [], pros: [], cons: [], tips: [], schedule: null, path, estimate: true, needsCar: false, description: note, notes: note };
  const drafts: Draft[] = [];
  if (reach.train) {
    const t = reach.train;
    const stops = t.segments.filter((s) => s.kind !== "first" && s.kind !== "last" && s.kind !== "onward").map((s) => s.to?.[texts.locale]).filter((x): x is string => Boolean(x));
    drafts.push({
      ...base,
      id: `model-train-${destination.id}`,
      mode: "train",
      title: texts.estimateTitle("train", endName),
      route: [origin.name, ...stops, endName, ...(t.segments.some((s) => s.kind === "onward") ? [destination.name] : [])].filter((x, i, all) => all.indexOf(x) === i).join(" → "),
      durationMinutes: t.minutes,
      costMin: t.fareYen,
      costMax: Math.round((t.fareYen * 1.1) / 10) * 10,
      regularFare: t.fareYen,
      transfers: t.changes,
      distanceKm: Math.round(travelKm(distanceKm(origin, end))),
      steps: t.segments.map((s, i) => segmentStep(s, i, origin, endName, destination.name, texts)),
    });
  }
  if (reach.car) {
    const c = reach.car;
    drafts.push({
      ...base,
      id: `model-car-${destination.id}`,
      mode: "car",
      title: texts.estimateTitle("car", destination.name),
      route: `${origin.name} → ${destination.name}`,
      durationMinutes: c.minutes,
      costMin: c.costYen.min,
      costMax: c.costYen.max,
      regularFare: c.costYen.fare,
      transfers: 0,
      distanceKm: c.km,
      steps: [{ stepNumber: 1, action: texts.estimateStep("car", origin.name, destination.name), location: origin.name, durationMinutes: c.minutes, travelMode: "driving" }],
      needsCar: !hasCar,
    });
  }
  return drafts;
}

/** Routes estimated from the straight-line distance: train, car, and walking under 10 km. */
export function formulaDrafts(origin: Place, destination: DestinationData, hasCar: boolean, texts: AccessTexts): Draft[] {
  const modelled = modelDrafts(origin, destination, hasCar, texts);
  const has = (mode: AccessMode) => modelled.some((d) => d.mode === mode);
  const end = destination.station ?? destination;
  const straight = distanceKm(origin, end);
  const km = travelKm(straight);
  const path: [number, number][] = [
    [origin.longitude, origin.latitude],
    [end.longitude, end.latitude],
  ];
  const base = { transfers: 0, companies: [], pros: [], cons: [], tips: [], distanceKm: km, schedule: null, path, estimate: true, needsCar: false };
  const note = texts.estimateNote(Math.round(straight));
  const endName = destination.station?.name ?? destination.name;
  const fare = estimatedFare(km);
  const drafts: Draft[] = [...modelled];
  if (!has("train"))
    drafts.push({
      ...base,
      id: `estimate-train-${destination.id}`,
      mode: "train",
      title: texts.estimateTitle("train", endName),
      route: `${origin.name} → ${endName}`,
      description: note,
      durationMinutes: estimatedMinutes("train", straight),
      costMin: fare,
      costMax: fare,
      regularFare: fare,
      transfers: straight > 100 ? 1 : 0,
      notes: note,
      steps: [{ stepNumber: 1, action: texts.estimateStep("train", origin.name, endName), location: origin.name, durationMinutes: estimatedMinutes("train", straight), cost: fare, travelMode: "transit" }],
    });
  const car = drivingCost(km);
  if (!has("car"))
    drafts.push({
    ...base,
    id: `estimate-car-${destination.id}`,
    mode: "car",
    title: texts.estimateTitle("car", destination.name),
    route: `${origin.name} → ${destination.name}`,
    description: note,
    durationMinutes: estimatedMinutes("car", straight),
    costMin: car.min,
    costMax: car.max,
    regularFare: car.fare,
    notes: note,
    steps: [{ stepNumber: 1, action: texts.estimateStep("car", origin.name, destination.name), location: origin.name, durationMinutes: estimatedMinutes("car", straight), travelMode: "driving" }],
    needsCar: !hasCar,
  });
  if (walkingAllowed(straight)) {
    drafts.push({
      ...base,
      id: `estimate-walking-${destination.id}`,
      mode: "walking",
      title: texts.estimateTitle("walking", destination.name),
      route: `${origin.name} → ${destination.name}`,
      description: note,
      durationMinutes: estimatedMinutes("walking", straight),
      costMin: WALKING_COST.min,
      costMax: WALKING_COST.max,
      regularFare: 0,
      notes: note,
      steps: [{ stepNumber: 1, action: texts.estimateStep("walking", origin.name, destination.name), location: origin.name, durationMinutes: estimatedMinutes("walking", straight), travelMode: "walking" }],
    });
  }
  return drafts;
}

/** Nothing known about the trip at all: the generic 1,500–4,000 yen, 2–4 hours. */
export function genericDraft(destination: DestinationData, texts: AccessTexts): Draft {
  const note = texts.genericNote();
  return {
    id: `generic-${destination.id}`,
    mode: "train",
    title: texts.estimateTitle("train", destination.name),
    route: destination.name,
    description: note,
    durationMinutes: GENERIC.minutesMin,
    costMin: GENERIC.costMin,
    costMax: GENERIC.costMax,
    regularFare: GENERIC.costMin,
    transfers: 1,
    companies: [],
    notes: note,
    pros: [],
    cons: [],
    tips: [],
    distanceKm: null,
    steps: [],
    schedule: { weekday: "", weekend: "", frequency: "", lastTrain: "", sampleTimes: [] },
    path: [[destination.longitude, destination.latitude]],
    needsCar: false,
    estimate: true,
  };
}

/** Our own data for a departure: Tokyo's routes when leaving from Tokyo Station, else the model and formulas; nothing known, the generic estimate. */
export function staticDrafts(origin: Place | null, destination: DestinationData, hasCar: boolean, texts: AccessTexts): { drafts: Draft[]; estimate: boolean; tokyoRoutes: boolean } {
  const tokyo = destination.routes.filter((r) => r.originStationId === DEFAULT_ORIGIN_STATION_ID);
  const start = origin ?? null;
  if (tokyo.length && start && usesTokyoRoutes(start)) {
    const estimate = Boolean(start && start.stationId !== DEFAULT_ORIGIN_STATION_ID && distanceKm(start, TOKYO_STATION) > 1);
    return { drafts: tokyo.map((r) => fromStaticRoute(r, destination, hasCar, estimate)), estimate, tokyoRoutes: true };
  }
  if (start) return { drafts: formulaDrafts(start, destination, hasCar, texts), estimate: true, tokyoRoutes: false };
  return { drafts: [genericDraft(destination, texts)], estimate: true, tokyoRoutes: false };
}

/** The last fallback shows the best 3 of each mode. */
export function fallbackDrafts(drafts: Draft[]): Draft[] {
  return topPerMode(drafts.map((d) => ({ ...d, popularity: d.popularity ?? 3 })));
}
