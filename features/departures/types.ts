import type { PlaceKind } from "@/data/departures";

// What the departure search answers: places the traveller can leave from, each with the point
// routes start from, in the language asked for.

/** The list's caps: up to 5 cities, 3 airports or stations (one shared cap), 4 hotels, 3 attractions. */
export const SUGGESTION_CAPS = { cities: 5, transit: 3, hotels: 4, attractions: 3 } as const;
/** Places GSI's address search found for a text the list does not know. */
export const ADDRESS_CAP = 3;

export type DepartureKind = PlaceKind | "address";

export interface DepartureOption {
  /** "muni-17201", "eki-3783", a catalogue station's id, a preset's id or "gsi-…". */
  id: string;
  kind: DepartureKind;
  label: string;
  /** The prefecture in the asked language ("石川県"); an address's own title says it already. */
  prefecture?: string;
  /** A preset's area in the asked language ("日比谷"). */
  area?: string;
  /** Where routes start: a municipality's own station when it has one near its office. */
  latitude: number;
  longitude: number;
  /** The start as a station of our network (data/catalogue stations), when it is one. */
  stationId?: string;
  /** A municipality's start station, named ("金沢駅"). */
  startName?: string;
}

export interface DepartureSuggestions {
  cities: DepartureOption[];
  transit: DepartureOption[];
  hotels: DepartureOption[];
  attractions: DepartureOption[];
  addresses: DepartureOption[];
}

export const NO_SUGGESTIONS: DepartureSuggestions = { cities: [], transit: [], hotels: [], attractions: [], addresses: [] };

export function suggestionCount(s: DepartureSuggestions): number {
  return s.cities.length + s.transit.length + s.hotels.length + s.attractions.length + s.addresses.length;
}
