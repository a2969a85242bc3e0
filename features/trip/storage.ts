import { z } from "zod/mini";
import { KEPT_COOKIE_MAX_AGE_S, writeCookie } from "@/lib/browser-cookie";
import { storedValue, type StoredValue } from "@/lib/browser-storage";
import { MOODS } from "@/lib/moods";
import { isIsoDate, type IsoDate } from "@/lib/japan-time";
import { clampBudgetCap, clampGuests, DEFAULT_GUESTS } from "./guests";
import { clampReachHours, isArriveBy, type ReachHours } from "./reach-limit";

// The trip as the traveller describes it, kept in the browser under fixed keys and shapes
// (docs/product-rules.md#browser-storage): the magic question's answers and the other entry
// path's moods and dates. Other features keep their own values (departure history, the chosen
// trip, the last booking) the same way.

export const PRODUCT = "tabigacha";

// zod/mini, as for every value the browser keeps: classic zod's method layer would be downloaded
// by every flow page that reads one.
const isoDate = z.string().check(z.refine(isIsoDate));
const mood = z.enum(MOODS);
/** A stored party size, clamped to what the flow allows. */
export const storedGuestCount = z.pipe(z.transform((v: unknown) => clampGuests(v ?? DEFAULT_GUESTS)), z.number());
const guests = storedGuestCount;
/** Children among the party (clamped against the party when read: tripFacts). */
const children = z.optional(z.pipe(z.transform((v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0)), z.number()));
/** The optional trip budget cap in yen (null: off). */
const budgetCap = z.optional(z.pipe(z.transform((v: unknown) => clampBudgetCap(v)), z.nullable(z.number())));
/** 'Up to N h' one way (null: as the trip's length sets it). */
const reachHours = z.optional(z.pipe(z.transform((v: unknown) => clampReachHours(v)), z.nullable(z.custom<ReachHours>())));
/** 'Arrive by hh:mm' (null: no time). */
const arriveBy = z.optional(z.pipe(z.transform((v: unknown) => (isArriveBy(v) ? v : null)), z.nullable(z.string())));

const locationInfo = z.looseObject({
  coordinates: z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.optional(z.number()) }),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  prefecture: z.optional(z.string()),
  country: z.optional(z.string()),
  placeName: z.optional(z.string()),
  formattedAddress: z.optional(z.string()),
  timestamp: z.number(),
});
export type LocationInfo = z.infer<typeof locationInfo>;

/** Magic data: checkIn, checkOut, guestCount, hasCar, hub, plus what the magic question adds. */
const magicData = z.looseObject({
  checkIn: z.nullable(isoDate),
  checkOut: z.nullable(isoDate),
  guestCount: guests,
  /** How many of the party are children (the rest are adults). */
  children,
  budgetCap,
  reachHours,
  arriveBy,
  hasCar: z.boolean(),
  hub: z.string().check(z.maxLength(200)),
  selectedMood: z.optional(mood),
  hubPlaceId: z.optional(z.string()),
  /** The station the access service starts from, when the departure is a preset. */
  hubStationId: z.optional(z.string()),
  /** The range as picked in the date dialog; checkIn and checkOut repeat it. */
  dateRange: z.optional(z.object({ from: isoDate, to: z.nullable(isoDate) })),
  hubCoordinates: z.optional(z.object({ latitude: z.number(), longitude: z.number() })),
  locationInfo: z.optional(locationInfo),
});
export type MagicData = z.infer<typeof magicData>;

/** The other entry path: moods from /mood-selection, trip dates from /date-selection. */
const escapeMagicData = z.looseObject({
  moods: z._default(z.array(mood), []),
  checkIn: z._default(z.nullable(isoDate), null),
  checkOut: z._default(z.nullable(isoDate), null),
  guestCount: guests,
  children,
  budgetCap,
  nights: z._default(z.int().check(z.minimum(0)), 1),
});
export type EscapeMagicData = z.infer<typeof escapeMagicData>;

/** The trip facts every later screen needs, whichever proposal was chosen. */
export interface TripFacts {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** The whole party (adults and children), 1–8. */
  guestCount: number;
  adults: number;
  children: number;
  /** 'Everything for us under ¥…', or null. */
  budgetCap: number | null;
  /** 'Up to N h' one way, or null (the trip's length decides). */
  reachHours: ReachHours | null;
  /** 'Arrive by hh:mm', or null. */
  arriveBy: string | null;
  nights: number;
  hub: string;
  hasCar: boolean;
  moods: string[];
}

export const magicDataStore = mirroredInCookie(storedValue(`${PRODUCT}-magic-data`, magicData));
/** The other entry path's trip (key `escape-go-magic-data`). */
export const escapeMagicDataStore = mirroredInCookie(storedValue("escape-go-magic-data", escapeMagicData));

// The trip cookie: what the server needs of these two values to draw the proposal's first
// destination into the page itself (features/proposal/first-draw.ts). The browser's storage stays
// the truth: the proposal screen compares the server's question with its own and draws again when
// they differ (an old cookie, another tab).

/** The cookie that mirrors the magic data and the other entry path's trip, for the server's first draw. */
export const TRIP_COOKIE = "tg_trip";

function mirroredInCookie<T>(store: StoredValue<T>): StoredValue<T> {
  return {
    ...store,
    write(value) {
      store.write(value);
      syncTripCookie();
    },
    clear() {
      store.clear();
      syncTripCookie();
    },
  };
}

/** Writes the trip cookie from what this browser keeps (only the fields a draw reads). */
export function syncTripCookie(): void {
  if (typeof document === "undefined") return;
  const magic = magicDataStore.read();
  const escape = escapeMagicDataStore.read();
  if (!magic && !escape) {
    writeCookie(TRIP_COOKIE, null);
    return;
  }
  const value = {
    m: magic && {
      checkIn: magic.checkIn,
      checkOut: magic.checkOut,
      guestCount: magic.guestCount,
      children: magic.children,
      budgetCap: magic.budgetCap,
      reachHours: magic.reachHours,
      arriveBy: magic.arriveBy,
      hasCar: magic.hasCar,
      hub: magic.hub,
      hubStationId: magic.hubStationId,
      hubCoordinates: magic.hubCoordinates && { latitude: magic.hubCoordinates.latitude, longitude: magic.hubCoordinates.longitude },
    },
    e: escape && { moods: escape.moods, checkIn: escape.checkIn, checkOut: escape.checkOut, guestCount: escape.guestCount, children: escape.children, budgetCap: escape.budgetCap, nights: escape.nights },
  };
  writeCookie(TRIP_COOKIE, JSON.stringify(value), KEPT_COOKIE_MAX_AGE_S);
}

/** The trip cookie read back through the same schemas as the storage (a damaged part reads as absent). */
export function tripFromCookie(raw: string | undefined): { magic: MagicData | null; escape: EscapeMagicData | null } {
  if (!raw) return { magic: null, escape: null };
  try {
    // Read as sent, or already decoded by the server's cookie parser.
    const value = (raw.startsWith("%7B") ? JSON.parse(decodeURIComponent(raw)) : JSON.parse(raw)) as { m?: unknown; e?: unknown };
    const magic = value.m ? magicData.safeParse(value.m) : null;
    const escape = value.e ? escapeMagicData.safeParse(value.e) : null;
    return { magic: magic?.success ? magic.data : null, escape: escape?.success ? escape.data : null };
  } catch {
    return { magic: null, escape: null };
  }
}
