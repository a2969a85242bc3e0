import { z } from "zod";
import { REGION_KEYS } from "../japan";

// The shape of the catalogue's reference data, checked by zod here and across records by
// validate.ts: what the seed writes into the database and what the app falls back on when the
// database cannot answer. Records reference each other by slug or id, never by database uuid.
// Every record says where its facts come from (`sources`: public pages, or a note when a figure is
// worked out); figures that are estimates say so (`estimate`, a price band's `basis`).

export const LANGS = ["ja", "en", "ko", "zh"] as const;
export type Lang = (typeof LANGS)[number];

const text = z.string().trim().min(1);
export const localizedSchema = z.object({ ja: text, en: text, ko: text, zh: text });
export type Localized = z.infer<typeof localizedSchema>;

export const MOODS = ["mountain", "ocean", "river", "zen", "fire"] as const;
export const STAY_TYPES = ["hotel", "ryokan", "guesthouse", "villa", "glamping"] as const;
export const HINT_CATEGORIES = ["onsen", "nature", "gourmet", "culture", "activity"] as const;
export const HINT_ICONS = ["sparkles", "mountain", "utensils", "camera", "star"] as const;
export const SPOT_CATEGORIES = ["scenic", "gourmet", "activity", "cafe", "shopping", "cultural", "nature"] as const;
export const STATION_KINDS = ["jr", "private", "mixed", "airport", "bus", "port"] as const;
export const TRANSPORT_MODES = ["train", "bus", "car", "walking"] as const;
export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;
export type Season = (typeof SEASONS)[number];

/** Japan's box (latitude 24–46, longitude 122–154). */
const latitude = z.number().min(24).max(46);
const longitude = z.number().min(122).max(154);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const hhmm = z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/);
const yen = z.int().nonnegative();
/**
 * Where a record's facts come from: each entry a public page (http or https URL) or a path in this
 * repository, optionally followed by a note in brackets. How a figure was worked out goes in `notes`.
 */
const sources = z.array(text).min(1);
/** How figures were worked out or estimated, in words (the pages they rest on are in `sources`). */
const notes = z.array(text).optional();

export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/**
 * The months something is on, 1–12 in Japan time: "all" for all year, or the months it can be
 * seen, done or visited (a festival's month, the lavender's July, a ropeway's season).
 */
export const monthsSchema = z.union([z.literal("all"), z.array(z.int().min(1).max(12)).min(1).max(11)]);
export type Months = z.infer<typeof monthsSchema>;

export const stationSchema = z.object({
  id: slug,
  name: localizedSchema,
  prefecture: text, // Japanese, e.g. "北海道"
  lines: z.array(localizedSchema),
  kind: z.enum(STATION_KINDS),
  latitude,
  longitude,
  /** What it is for a traveller; the network's hubs go without. */
  description: localizedSchema.nullable(),
  sources,
  notes,
});

/** From a hub of the reachability network to the destination's station: the journey's last leg. */
/**
 * From the destination's station to the place itself, when they are not the same: the onsen town's
 * bus, the walk up to the shrine, the boat to the island. Counted in the journey's time and fare.
 */
export const onwardSchema = z.object({
  mode: z.enum(["bus", "walk", "taxi", "ferry", "ropeway"]),
  minutes: z.int().positive(),
  fareYen: yen,
  /** Services a day (buses, boats): the model waits half the average gap, at most an hour. */
  perDay: z.number().positive().optional(),
  via: localizedSchema,
});

export const lastLegSchema = z.object({
  fromHub: slug,
  toStation: slug,
  mode: z.enum(["train", "bus", "ferry", "flight"]),
  minutes: z.int().positive(),
  fareYen: yen,
  via: localizedSchema,
  frequency: localizedSchema,
  /** Services a day on this leg, when it runs less than hourly: the model adds the wait. */
  perDay: z.number().positive().optional(),
  /** The stretch from `toStation` to the destination itself, when there is one. */
  onward: onwardSchema.optional(),
  sources,
  notes,
  estimate: z.boolean(),
});

export const ROAD_CLASSES = ["expressway", "national", "prefectural", "mountain", "town"] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** A stretch of road by its class, in order from the hub: the model drives each at its class's speed. */
export const roadStretchSchema = z.object({
  km: z.number().positive(),
  road: z.enum(ROAD_CLASSES),
  /** The road's name, e.g. 国道1号 / National Route 1, when it helps a reader follow the figure. */
  name: localizedSchema.optional(),
});

/** By car from a hub of the network to the destination, stretch by stretch. */
export const byRoadSchema = z.object({
  fromHub: slug,
  stretches: z.array(roadStretchSchema).min(1),
  /** Months when snow lies on these roads: the model drives them slower then. */
  snowMonths: z.array(z.int().min(1).max(12)).optional(),
  /** A road or pass on the way that is closed in season (the months it is closed, and what). */
  closed: z.object({ months: z.array(z.int().min(1).max(12)).min(1), what: localizedSchema }).optional(),
  sources,
  notes,
  estimate: z.boolean(),
});

/** A selling point and the months it is on; a dated event also says when, in words. */
export const highlightSchema = z.object({ text: localizedSchema, months: monthsSchema, when: localizedSchema.optional() });
export type CatalogueHighlight = z.infer<typeof highlightSchema>;

/** What the place is like in a season whose character differs (Furano in winter: powder snow, not lavender). */
export const seasonLinesSchema = z.object({
  spring: localizedSchema.optional(),
  summer: localizedSchema.optional(),
  autumn: localizedSchema.optional(),
  winter: localizedSchema.optional(),
});

export const destinationSchema = z.object({
  slug,
  name: localizedSchema,
  /** One line that sells it. */
  pitch: localizedSchema,
  description: localizedSchema,
  highlights: z.array(highlightSchema).min(4).max(6),
  seasonLines: seasonLinesSchema,
  prefecture: text, // Japanese, e.g. "神奈川県"
  region: z.enum(REGION_KEYS),
  moods: z.array(z.enum(MOODS)).min(1).max(3),
  tags: z.array(text),
  bestSeasons: z.array(z.enum(SEASONS)).min(1).max(4),
  /** Per person, 1 night 2 days, the trip there excluded: an editorial estimate. */
  budgetPerPersonYen: z.object({ min: yen, max: yen }),
  latitude,
  longitude,
  coordinateNote: text,
  mainStationId: slug,
  alternativeStationIds: z.array(slug),
  accessNotes: localizedSchema,
  lastLegs: z.array(lastLegSchema).min(1),
  byRoad: byRoadSchema,
  /** The same place by road from other hubs, where travellers from another side come another way. */
  moreRoads: z.array(byRoadSchema).optional(),
  heroArt: z.string().regex(/^\/images\/destinations\/[a-z0-9-]+\.svg$/),
  sources,
  notes,
});

export const staySchema = z.object({
  slug,
  destinationSlug: slug,
  name: localizedSchema,
  area: localizedSchema,
  address: localizedSchema,
  type: z.enum(STAY_TYPES),
  /** Japanese phrases (translated through `terms`); the proposal shows the first 3. */
  features: z.array(text).min(1),
  amenities: z.array(text),
  description: localizedSchema,
  /** Per room per night for two adults: always a band estimated from public plans. */
  priceBand: z.object({ min: yen.min(1000), max: yen, basis: text }),
  rooms: z.int().positive().nullable(),
  /** The largest party one booking can hold. */
  maxGuests: z.int().min(1).max(8),
  checkInTime: hhmm.nullable(),
  checkOutTime: hhmm.nullable(),
  /** The latest arrival the stay accepts, when it publishes one. */
  lastCheckInTime: hhmm.nullable().optional(),
  /**
   * Where booking requests go for the stay to answer through its links; only an address the stay
   * gave us for this. Absent: administrators answer its requests.
   */
  reservationsEmail: z.email().nullable().optional(),
  officialUrl: z.url().nullable(),
  latitude,
  longitude,
  sources,
  notes,
});

export const hintSchema = z.object({
  destinationSlug: slug,
  category: z.enum(HINT_CATEGORIES),
  title: localizedSchema,
  description: localizedSchema,
  displayOrder: z.int().positive(),
  months: monthsSchema,
  when: localizedSchema.optional(),
});

export const spotSchema = z.object({
  destinationSlug: slug,
  name: localizedSchema,
  description: localizedSchema,
  category: z.enum(SPOT_CATEGORIES),
  /** Admission or a typical spend per adult, in words; null when unknown. */
  price: localizedSchema.nullable(),
  address: localizedSchema,
  latitude,
  longitude,
  tags: z.array(text),
  bestSeason: z.array(z.enum(SEASONS)),
  /** When it can be visited or is on: "all", or the months (a seasonal ropeway, a summer-only garden). */
  months: monthsSchema,
  when: localizedSchema.optional(),
  /** H:MM, Japan time; only where the place keeps the same hours all year. */
  openingTime: hhmm.optional(),
  closingTime: hhmm.optional(),
  sources,
  notes,
});

/** A Japanese feature or amenity phrase and its translations. */
export const termsSchema = z.record(text, z.object({ en: text, ko: text, zh: text }));

export const staticRouteSchema = z.object({
  id: slug,
  destinationSlug: slug,
  originStationId: slug,
  mode: z.enum(TRANSPORT_MODES),
  title: localizedSchema,
  routeSummary: localizedSchema,
  durationMinutes: z.int().positive(),
  fareMin: yen,
  fareMax: yen,
  transfers: z.int().nonnegative(),
  companies: z.array(localizedSchema),
  steps: z.array(
    z.object({
      instruction: localizedSchema,
      line: localizedSchema.optional(),
      trainType: z.enum(["shinkansen", "limited_express", "rapid", "local", "bus", "ropeway", "car", "walk"]).optional(),
      from: localizedSchema.optional(),
      to: localizedSchema.optional(),
      durationMinutes: z.int().nonnegative(),
      fare: yen.optional(),
    }),
  ),
  schedule: z
    .object({
      weekday: localizedSchema,
      weekend: localizedSchema,
      frequency: localizedSchema,
      lastTrain: localizedSchema,
      sampleTimes: z.array(z.object({ label: localizedSchema, departure: text, arrival: text })),
    })
    .nullable(),
  notes: localizedSchema,
  popularity: z.int().min(1).max(5),
  sourceNote: text,
  estimate: z.boolean(),
});

export type CatalogueStation = z.infer<typeof stationSchema>;
export type LastLeg = z.infer<typeof lastLegSchema>;
export type Onward = z.infer<typeof onwardSchema>;
export type ByRoad = z.infer<typeof byRoadSchema>;
export type CatalogueDestination = z.infer<typeof destinationSchema>;
export type CatalogueStay = z.infer<typeof staySchema>;
export type CatalogueHint = z.infer<typeof hintSchema>;
export type CatalogueSpot = z.infer<typeof spotSchema>;
export type Terms = z.infer<typeof termsSchema>;
export type CatalogueStaticRoute = z.infer<typeof staticRouteSchema>;

/**
 * One destination's file (data/catalogue/destinations/<region>/<slug>.ts): the destination, the
 * stations it owns (the network's hubs live in data/network), its stays, its six tips in display
 * order, its spots and its hand-checked routes. The records inside name no destination: the file does.
 */
export interface DestinationFile {
  destination: CatalogueDestination;
  stations: CatalogueStation[];
  stays: Omit<CatalogueStay, "destinationSlug">[];
  hints: Omit<CatalogueHint, "destinationSlug" | "displayOrder">[];
  spots: Omit<CatalogueSpot, "destinationSlug">[];
  routes?: Omit<CatalogueStaticRoute, "destinationSlug">[];
  /** Phrases only this destination's stays use; recurring ones belong in the glossary. */
  terms?: Terms;
}

export type Mood = (typeof MOODS)[number];
export type StayType = (typeof STAY_TYPES)[number];
export type HintCategory = (typeof HINT_CATEGORIES)[number];
export type SpotCategory = (typeof SPOT_CATEGORIES)[number];
export type StationKind = (typeof STATION_KINDS)[number];
