import type { Locale } from "@/i18n/routing";
import { TRANSIT_HUBS } from "@/data/departures";
import { stations as seedStations } from "@/data/catalogue";
import type { Place } from "./static";

export interface DepartureInput {
  stationId?: string;
  latitude?: number;
  longitude?: number;
  label?: string;
}

/** The departure: a known station (presets, seed), else the given coordinates, else Tokyo Station. */
export function resolveOrigin(departure: DepartureInput, locale: Locale): Place {
  const station = departure.stationId ? seedStations.find((s) => s.id === departure.stationId) : undefined;
  if (station) return { name: station.name[locale], nameJa: station.name.ja, latitude: station.latitude, longitude: station.longitude, stationId: station.id };
  if (departure.latitude !== undefined && departure.longitude !== undefined) {
    const label = departure.label?.trim() || `${departure.latitude.toFixed(3)}, ${departure.longitude.toFixed(3)}`;
    return { name: label, nameJa: label, latitude: departure.latitude, longitude: departure.longitude };
  }
  const tokyo = TRANSIT_HUBS[0];
  return { name: tokyo.names[locale], nameJa: tokyo.names.ja, latitude: tokyo.latitude, longitude: tokyo.longitude, stationId: tokyo.stationId };
}
