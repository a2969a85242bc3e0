"use client";

import { z } from "zod";
import type { DepartureHistoryEntry } from "@/features/magic-question/history";
import type { AccessOption, GachaProposal, ProposalAccommodation } from "@/features/proposal/types";
import type { SimpleProposal } from "@/features/simple-proposal/types";
import { MOODS } from "@/lib/moods";
import { isIsoDate, type IsoDate } from "@/lib/japan-time";
import { clampGuests, DEFAULT_GUESTS } from "./guests";

// The trip state kept in the browser (spec 01 §3), under the spec's keys and shapes. Every read
// is validated: a damaged or outdated entry reads as absent instead of breaking a screen.

export const PRODUCT = "tabigacha";
export const STORAGE_KEYS = {
  departureHistory: "departure-search-history",
  magicData: `${PRODUCT}-magic-data`,
  escapeMagicData: "escape-go-magic-data",
  selectedProposal: "escape-go-selected-proposal",
  /** The last booking request made in this browser (features/booking). */
  booking: `${PRODUCT}-booking`,
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const isoDate = z.string().refine(isIsoDate);
const mood = z.enum(MOODS);
const guests = z.preprocess((v) => clampGuests(v ?? DEFAULT_GUESTS), z.number());

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
  /** The search input's range as picked (spec 01 §3 "Search input"). */
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

const historyEntry = z.looseObject({
  label: z.string().min(1).max(200),
  kind: z.enum(["city", "station", "airport", "hotel", "attraction", "location", "text"]),
  placeId: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  at: z.number(),
});
const history = z.array(historyEntry);

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

export type SelectedProposal =
  | {
      kind: "gacha";
      proposal: GachaProposal;
      selectedAccommodation: ProposalAccommodation;
      selectedAccess: AccessOption;
      trip: TripFacts;
      locale: string;
      savedAt: number;
    }
  | { kind: "simple"; proposal: SimpleProposal; trip: TripFacts; locale: string; savedAt: number };

// The proposal itself was produced by our own server; check the envelope and the ids we rely on.
const selectedProposal = z.discriminatedUnion("kind", [
  z.looseObject({
    kind: z.literal("gacha"),
    proposal: z.looseObject({ id: z.string(), name: z.string(), heroImage: z.string() }),
    selectedAccommodation: z.looseObject({ id: z.string(), name: z.string() }),
    selectedAccess: z.looseObject({ id: z.string(), mode: z.string(), title: z.string() }),
    trip: z.looseObject({ guestCount: guests, hub: z.string(), hasCar: z.boolean() }),
    locale: z.string(),
    savedAt: z.number(),
  }),
  z.looseObject({
    kind: z.literal("simple"),
    proposal: z.looseObject({ id: z.string(), name: z.string() }),
    trip: z.looseObject({ guestCount: guests, hub: z.string(), hasCar: z.boolean() }),
    locale: z.string(),
    savedAt: z.number(),
  }),
]);

/** What the browser keeps of its last booking request: enough to ask the server for its status. */
const storedBooking = z.looseObject({
  id: z.uuid(),
  confirmationNumber: z.string().min(1),
  guestEmail: z.string().min(3),
  accommodationId: z.uuid(),
  destinationId: z.string().nullable(),
  checkIn: isoDate,
  checkOut: isoDate,
});
export type StoredBooking = z.infer<typeof storedBooking>;

const SCHEMAS = {
  [STORAGE_KEYS.departureHistory]: history,
  [STORAGE_KEYS.magicData]: magicData,
  [STORAGE_KEYS.escapeMagicData]: escapeMagicData,
  [STORAGE_KEYS.selectedProposal]: selectedProposal,
  [STORAGE_KEYS.booking]: storedBooking,
} as const;

interface Shapes {
  [STORAGE_KEYS.departureHistory]: DepartureHistoryEntry[];
  [STORAGE_KEYS.magicData]: MagicData;
  [STORAGE_KEYS.escapeMagicData]: EscapeMagicData;
  [STORAGE_KEYS.selectedProposal]: SelectedProposal;
  [STORAGE_KEYS.booking]: StoredBooking;
}

const CHANGE_EVENT = "tabigacha:storage";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // blocked storage (private mode, sandboxed frames)
  }
}

export function readStored<K extends StorageKey>(key: K): Shapes[K] | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = SCHEMAS[key].safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Shapes[K]) : null;
  } catch {
    return null;
  }
}

/** The booking request made in this browser, or null. */
export function readStoredBooking(): StoredBooking | null {
  return readStored(STORAGE_KEYS.booking);
}

export function writeStored<K extends StorageKey>(key: K, value: Shapes[K]): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or blocked: the flow still works within this page
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function clearStored(...keys: StorageKey[]): void {
  for (const key of keys) {
    storage()?.removeItem(key);
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
  }
}

/** Calls back when a key changes in this tab or another one. */
export function subscribeStored(key: StorageKey, callback: () => void): () => void {
  const onLocal = (e: Event) => {
    if ((e as CustomEvent<string>).detail === key) callback();
  };
  const onOther = (e: StorageEvent) => {
    if (e.key === null || e.key === key) callback();
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  window.addEventListener("storage", onOther);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener("storage", onOther);
  };
}
