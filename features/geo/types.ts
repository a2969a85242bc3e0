// What the reverse-geocoding endpoint answers: the location info, plus nearby places.

export interface NearbyPlace {
  name: string;
  latitude: number;
  longitude: number;
  distanceM: number;
  kind?: string;
}

export interface ReverseGeocode {
  coordinates: { latitude: number; longitude: number; accuracy?: number };
  address?: string;
  city?: string;
  prefecture?: string;
  country?: string;
  placeName?: string;
  formattedAddress?: string;
  timestamp: number;
  /** Which service named the place: GSI inside Japan, Nominatim, or none (coordinates only). */
  source: "gsi" | "nominatim" | "coordinates";
  inJapan: boolean;
  nearbyPlaces: NearbyPlace[];
  nearestStation: NearbyPlace | null;
}
