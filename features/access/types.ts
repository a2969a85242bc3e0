// What the access service answers, already in the caller's
// language. Shared by the server, the proposal's tile and the access detail modal.

export type AccessMode = "train" | "bus" | "car" | "walking";
export type AccessSource = "enhanced" | "google_maps" | "ai" | "static";
export type RouteType = "shinkansen" | "express" | "local";
export type Level = "high" | "medium" | "low";

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface RouteStep {
  stepNumber: number;
  action: string;
  /** Station or place where the step starts. */
  location?: string;
  durationMinutes: number;
  cost?: number;
  notes?: string;
  line?: string;
  lineColor?: string;
  routeType?: RouteType;
  travelMode: "transit" | "driving" | "walking";
}

export interface ScheduleInfo {
  weekday: string;
  weekend: string;
  frequency: string;
  lastTrain: string;
  sampleTimes: { label: string; departure: string; arrival: string; color?: string }[];
}

/** One way to get there: a transport option and a route result in one shape. */
export interface TransportOption {
  id: string;
  mode: AccessMode;
  title: string;
  /** Line sequence, e.g. 東京 → 小田原（東海道新幹線）→ 箱根湯本. */
  route: string;
  description: string;
  durationMinutes: number;
  costMin: number;
  costMax: number;
  regularFare: number;
  discountedFare: number;
  transfers: number;
  companies: string[];
  notes: string;
  pros: string[];
  cons: string[];
  tips: string[];
  popularity: number;
  comfort: Level;
  difficulty: "easy" | "medium" | "hard";
  routeType: RouteType | null;
  distanceKm: number | null;
  steps: RouteStep[];
  schedule: ScheduleInfo | null;
  /** [longitude, latitude] points for the map; at least departure and arrival. */
  path: [number, number][];
  /** Car routes when the traveller did not say they have one (a rental car). */
  needsCar: boolean;
  /** Figures from the distance formulas, not from a timetable or directions. */
  estimate: boolean;
}

export interface AccessInfo {
  destination: { id: string; name: string; station: string; latitude: number; longitude: number };
  from: { name: string; stationId?: string; latitude: number; longitude: number };
  lastUpdated: string;
  source: AccessSource;
  /** Durations and costs are estimates (formulas or a nearby hub's routes). */
  estimate: boolean;
  options: TransportOption[];
  recommendations: { cheapest: string | null; fastest: string | null; recommended: string | null };
  alternatives: { budget: string[]; comfort: string[]; speed: string[] };
  accessNotes: string;
}

/** One way to get there, as the proposal lists it. */
export interface AccessOption {
  id: string;
  mode: AccessMode;
  title: string;
  durationMinutes: number;
  fareMin: number;
  fareMax: number;
  transfers: number;
  /** Car routes when the traveller did not say they have one (a rental car). */
  needsCar: boolean;
}

export interface AccessSummary {
  /** Where the routes start: Tokyo Station for the hand-checked routes, else the departure. */
  origin: { id: string; name: string };
  /** The traveller's departure. */
  from: { id: string; name: string };
  /** Durations and costs are a guide (a nearby hub's routes, or formulas). */
  approximate: boolean;
  /** Figures from the distance formulas (no hand-checked routes from this departure). */
  estimate: boolean;
  fastestMinutes: number;
  options: AccessOption[];
}
