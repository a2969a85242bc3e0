import type { MapsRoute } from "@/lib/clients/google-maps";
import type { Draft } from "./build";
import { DEFAULT_TRANSIT_COST, drivingCost, routeTypeOf, transitFare, WALKING_COST } from "./formulas";
import type { AccessMode, RouteStep, ScheduleInfo } from "./types";
import type { AccessTexts } from "./texts";
import type { Locale } from "@/i18n/routing";
import { joinNames } from "./join-names";

// Google Directions routes → route drafts. Fares: the route's own fare when Google gives one,
// else the transit estimate on the distance; driving by the driving formula; walking free.

const stripTags = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();

export interface DirectionsContext {
  idPrefix: string;
  /** The page language: the routes were asked for in it. */
  locale: Locale;
  toName: string;
  hasCar: boolean;
  texts: AccessTexts;
  decode: (points: string) => [number, number][];
}

function stepsOf(route: MapsRoute, texts: AccessTexts): RouteStep[] {
  return route.legs.flatMap((leg) =>
    leg.steps.map((s, i) => {
      const td = s.transit_details;
      const line = td?.line?.name ?? td?.line?.short_name;
      const transit = s.travel_mode === "TRANSIT";
      return {
        stepNumber: i + 1,
        action: transit && line && td?.departure_stop && td.arrival_stop ? texts.ride(line, td.departure_stop.name, td.arrival_stop.name, td.num_stops) : stripTags(s.html_instructions ?? ""),
        location: td?.departure_stop?.name,
        durationMinutes: Math.max(1, Math.round(s.duration.value / 60)),
        notes: td?.headsign ? `→ ${td.headsign}` : undefined,
        line,
        lineColor: td?.line?.color,
        routeType: transit ? routeTypeOf(line) : undefined,
        travelMode: transit ? ("transit" as const) : s.travel_mode === "DRIVING" ? ("driving" as const) : ("walking" as const),
      };
    }),
  );
}

function costOf(mode: AccessMode, route: MapsRoute, km: number) {
  if (mode === "walking") return WALKING_COST;
  if (mode === "car") return drivingCost(km);
  if (route.fare?.value) {
    const estimate = transitFare(km);
    return { fare: route.fare.value, min: Math.min(route.fare.value, estimate.min), max: Math.max(route.fare.value, estimate.max) };
  }
  return km > 0 ? transitFare(km) : DEFAULT_TRANSIT_COST;
}

/** One query's routes (transit: several alternatives) as drafts. */
export function draftsFromDirections(routes: MapsRoute[], travel: "transit" | "driving" | "walking", ctx: DirectionsContext, queryIndex = 0): Draft[] {
  return routes.map((route, i) => {
    const steps = stepsOf(route, ctx.texts);
    const transitSteps = steps.filter((s) => s.travelMode === "transit");
    const busOnly = transitSteps.length > 0 && route.legs.every((l) => l.steps.every((s) => s.travel_mode !== "TRANSIT" || s.transit_details?.line?.vehicle?.type === "BUS"));
    const mode: AccessMode = travel === "driving" ? "car" : travel === "walking" ? "walking" : busOnly ? "bus" : "train";
    const seconds = route.legs.reduce((n, l) => n + l.duration.value, 0);
    const km = Math.round(route.legs.reduce((n, l) => n + l.distance.value, 0) / 100) / 10;
    const cost = costOf(mode, route, km);
    const lines = transitSteps.map((s) => s.line).filter((l): l is string => Boolean(l));
    const first = route.legs[0];
    const last = route.legs[route.legs.length - 1];
    const path = route.overview_polyline?.points ? ctx.decode(route.overview_polyline.points) : [];
    const companies = [...new Set(route.legs.flatMap((l) => l.steps.flatMap((s) => s.transit_details?.line?.agencies?.map((a) => a.name) ?? [])))];
    const schedule: ScheduleInfo | null =
      first.departure_time && last.arrival_time ? { weekday: "", weekend: "", frequency: "", lastTrain: "", sampleTimes: [{ label: "", departure: first.departure_time.text, arrival: last.arrival_time.text }] } : null;
    return {
      id: `${ctx.idPrefix}-${travel}-${queryIndex}-${i}`,
      mode,
      title: ctx.texts.directionsTitle(mode, ctx.toName, lines[0]),
      route: [first.start_address, ...lines.map((l) => (ctx.locale === "ja" ? `（${l}）` : ` (${l})`)), last.end_address].filter(Boolean).join(" → ").replace(/ → (（| \()/g, "$1"),
      description: route.summary || joinNames(lines, ctx.locale),
      durationMinutes: Math.max(1, Math.round(seconds / 60)),
      costMin: cost.min,
      costMax: cost.max,
      regularFare: cost.fare,
      transfers: Math.max(0, transitSteps.length - 1),
      companies,
      notes: "",
      pros: [],
      cons: [],
      tips: [],
      distanceKm: km,
      steps,
      schedule,
      path: path.length >= 2 ? path : [],
      needsCar: mode === "car" && !ctx.hasCar,
      estimate: false,
    };
  });
}

/** Sample departures of a route merged from the transit variants (one per variant). */
export function mergeSchedules(drafts: Draft[]): Draft[] {
  const samples = drafts.flatMap((d) => d.schedule?.sampleTimes ?? []);
  const unique = samples.filter((s, i) => samples.findIndex((x) => x.departure === s.departure) === i).slice(0, 3);
  return drafts.map((d) => (d.mode === "train" || d.mode === "bus" ? { ...d, schedule: d.schedule ? { ...d.schedule, sampleTimes: unique } : null } : d));
}
