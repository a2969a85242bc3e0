import { z } from "zod";

// The shape of the catalogue's reference data, checked by zod (data/catalogue/validate.ts): what
// the seed writes into the database and what the app falls back on when the database cannot
// answer. Records reference each other by slug or id, never by database uuid.

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
export const STATION_KINDS = ["jr", "private", "mixed", "airport"] as const;
export const TRANSPORT_MODES = ["train", "bus", "car", "walking"] as const;
export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;

/** Japan's box (latitude 24–46, longitude 122–154). */
const latitude = z.number().min(24).max(46);
const longitude = z.number().min(122).max(154);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const hhmm = z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/);

export const stationSchema = z.object({
  id: slug, // e.g. "tokyo", "hakone-yumoto", "haneda-airport"
  name: localizedSchema,
  prefecture: text, // Japanese, e.g. "東京都"
  lines: z.array(text), // Japanese line names
  kind: z.enum(STATION_KINDS),
  latitude,
  longitude,
  popularity: z.int().min(1).max(10),
  description: text, // Japanese
});

export const destinationSchema = z.object({
  slug,
  name: localizedSchema,
  description: localizedSchema,
  highlights: z.array(localizedSchema).min(4).max(6),
  prefecture: text, // Japanese, e.g. "神奈川県"
  region: text, // Japanese region, e.g. "関東"
  moods: z.array(z.enum(MOODS)).min(1),
  tags: z.array(text),
  heroImageUrl: z.string().startsWith("/images/"),
  isFeatured: z.boolean(),
  distanceFromTokyoKm: z.int().nonnegative(),
  travelTimeFromTokyoMinutes: z.int().nonnegative(),
  estimatedBudgetMin: z.int().positive(), // yen, one person, 1 night 2 days
  estimatedBudgetMax: z.int().positive(),
  latitude,
  longitude,
  mainStationId: slug,
  alternativeStationIds: z.array(slug),
  accessNotes: localizedSchema,
});

export const accommodationSchema = z.object({
  slug,
  destinationSlug: slug,
  name: localizedSchema,
  area: localizedSchema,
  type: z.enum(STAY_TYPES),
  prefecture: text,
  moods: z.array(z.enum(MOODS)),
  features: z.array(text), // Japanese, the proposal shows the first 3
  amenities: z.array(text), // Japanese
  description: localizedSchema,
  pricePerNightMin: z.int().positive(), // yen per room per night
  pricePerNightMax: z.int().positive(),
  rating: z.number().min(1).max(5),
  reviewCount: z.int().nonnegative(),
  heroImageUrl: text,
  galleryImages: z.array(z.object({ url: text, caption: localizedSchema })).max(6),
  isFeatured: z.boolean(),
  maxGuests: z.int().min(1).max(50),
  bookingUrl: z.url().nullable(), // the property's official site, if known
  latitude,
  longitude,
});

export const hintSchema = z.object({
  destinationSlug: slug,
  title: localizedSchema,
  description: localizedSchema,
  category: z.enum(HINT_CATEGORIES),
  iconType: z.enum(HINT_ICONS),
  colorScheme: text, // tailwind hue name: amber, emerald, sky, rose, violet, orange, teal
  rating: z.number().min(1).max(5),
  displayOrder: z.int().nonnegative(),
});

export const spotSchema = z.object({
  destinationSlug: slug,
  name: localizedSchema,
  description: localizedSchema,
  category: z.enum(SPOT_CATEGORIES),
  priceRange: text.nullable(), // e.g. "¥1,000〜¥2,000" or "無料"
  rating: z.number().min(1).max(5),
  address: localizedSchema,
  popularityScore: z.int().min(0).max(100),
  isFeatured: z.boolean(),
  latitude,
  longitude,
  tags: z.array(text),
  bestSeason: z.array(z.enum(SEASONS)),
  /** H:MM, Japan time; only where the place keeps the same hours all year. */
  openingTime: hhmm.optional(),
  closingTime: hhmm.optional(),
});

export const routeStepSchema = z.object({
  instruction: localizedSchema,
  line: text.optional(), // Japanese line name, e.g. "JR東海道線"
  trainType: z.enum(["shinkansen", "limited_express", "rapid", "local", "bus", "ropeway", "car", "walk"]).optional(),
  from: text.optional(),
  to: text.optional(),
  durationMinutes: z.int().nonnegative(),
  fare: z.int().nonnegative().optional(),
});

export const staticRouteSchema = z.object({
  id: slug, // e.g. "tokyo-hakone-romancecar"
  destinationSlug: slug,
  originStationId: slug,
  mode: z.enum(TRANSPORT_MODES),
  title: localizedSchema,
  routeSummary: text, // Japanese, e.g. "新宿 → 箱根湯本（小田急ロマンスカー）"
  durationMinutes: z.int().positive(),
  fareMin: z.int().nonnegative(),
  fareMax: z.int().nonnegative(),
  transfers: z.int().nonnegative(),
  companies: z.array(text),
  steps: z.array(routeStepSchema),
  schedule: z
    .object({
      weekday: text, // Japanese, e.g. "6:00〜22:30"
      weekend: text,
      frequency: text, // Japanese, e.g. "1時間に2〜3本"
      lastTrain: text, // "22:30"
      sampleTimes: z.array(z.object({ label: text, departure: text, arrival: text })),
    })
    .nullable(),
  notes: localizedSchema,
  popularity: z.int().min(1).max(5),
  sourceNote: text,
});

export type CatalogueStation = z.infer<typeof stationSchema>;
export type CatalogueDestination = z.infer<typeof destinationSchema>;
export type CatalogueAccommodation = z.infer<typeof accommodationSchema>;
export type CatalogueHint = z.infer<typeof hintSchema>;
export type CatalogueSpot = z.infer<typeof spotSchema>;
export type CatalogueRouteStep = z.infer<typeof routeStepSchema>;
export type CatalogueStaticRoute = z.infer<typeof staticRouteSchema>;
