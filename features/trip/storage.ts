import { z } from "zod";
import { storedValue } from "@/lib/browser-storage";
import { MOODS } from "@/lib/moods";
import { isIsoDate, type IsoDate } from "@/lib/japan-time";
import { clampGuests, DEFAULT_GUESTS } from "./guests";

// The trip as the traveller describes it, kept in the browser under fixed keys and shapes
// (docs/product-rules.md#browser-storage): the magic question's answers and the other entry
// path's moods and dates. Other features keep their own values (departure history, the chosen
// trip, the last booking) the same way.

export const PRODUCT = "tabigacha";

const isoDate = z.string().refine(isIsoDate);
const mood = z.enum(MOODS);
/** A stored party size, clamped to what the flow allows. */
export const storedGuestCount = z.preprocess((v) => clampGuests(v ?? DEFAULT_GUESTS), z.number());
const guests = storedGuestCount;

const locationInfo = z.looseObject({
  coordinates: z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().optional() }),
  address: z.string().optional(),
  city: z.string().optional(),
  prefecture: z.string().optional(),
  country: z.string().optional(),
  placeName: z.string().optional(),
  formattedAddress: z.string().optional(),
  timestamp: z.number(),
});
export type LocationInfo = z.infer<typeof locationInfo>;

/** Magic data: checkIn, checkOut, guestCount, hasCar, hub, plus what the magic question adds. */
const magicData = z.looseObject({
  checkIn: isoDate.nullable(),
  checkOut: isoDate.nullable(),
  guestCount: guests,
  hasCar: z.boolean(),
  hub: z.string().max(200),
  selectedMood: mood.optional(),
  hubPlaceId: z.string().optional(),
  /** The station the access service starts from, when the departure is a preset. */
  hubStationId: z.string().optional(),
  /** The range as picked in the date dialog; checkIn and checkOut repeat it. */
  dateRange: z.object({ from: isoDate, to: isoDate.nullable() }).optional(),
  hubCoordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  locationInfo: locationInfo.optional(),
});
export type MagicData = z.infer<typeof magicData>;

/** The other entry path: moods from /mood-selection, trip dates from /date-selection. */
const escapeMagicData = z.looseObject({
  moods: z.array(mood).default([]),
  checkIn: isoDate.nullable().default(null),
  checkOut: isoDate.nullable().default(null),
  guestCount: guests,
  nights: z.number().int().min(0).default(1),
});
export type EscapeMagicData = z.infer<typeof escapeMagicData>;

/** The trip facts every later screen needs, whichever proposal was chosen. */
export interface TripFacts {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  guestCount: number;
  nights: number;
  hub: string;
  hasCar: boolean;
  moods: string[];
}

export const magicDataStore = storedValue(`${PRODUCT}-magic-data`, magicData);
/** The other entry path's trip (key `escape-go-magic-data`). */
export const escapeMagicDataStore = storedValue("escape-go-magic-data", escapeMagicData);
