import type { Locale } from "@/i18n/routing";
import { AppError } from "@/lib/errors";
import { PRESET_PLACES, TRANSIT_HUBS } from "@/data/departures";
import { stations as seedStations } from "@/data/catalogue";
import type { Place } from "./static";

export interface DepartureInput {
  stationId?: string;
  latitude?: number;
  longitude?: number;
  label?: string;
}

const norm = (s: string) => s.normalize("NFKC").trim().toLowerCase();

/** A preset or a station of our network named like the label, in any language. */
function placeNamed(label: string, locale: Locale): Place | null {
  const q = norm(label);
  const preset = PRESET_PLACES.find((p) => Object.values(p.names).some((n) => norm(n) === q));
  if (preset?.stationId) return resolveOrigin({ stationId: preset.stationId }, locale);
  if (preset) return { name: preset.names[locale], nameJa: preset.names.ja, latitude: preset.latitude, longitude: preset.longitude };
  const station = seedStations.find((s) => Object.values(s.name).some((n) => norm(n) === q));
  return station ? { name: station.name[locale], nameJa: station.name.ja, latitude: station.latitude, longitude: station.longitude, stationId: station.id } : null;
}

/**
 * The departure as a place: a station we know, else its position, else a preset or station named
 * like its label (trips stored before departures kept their position). A name we cannot place is
 * null — never Tokyo: the traveller is asked again. Only a trip that names no departure at all
 * starts from the default, Tokyo Station.
 */
export function resolveOrigin(departure: DepartureInput, locale: Locale): Place | null {
  const station = departure.stationId ? seedStations.find((s) => s.id === departure.stationId) : undefined;
  if (station) return { name: station.name[locale], nameJa: station.name.ja, latitude: station.latitude, longitude: station.longitude, stationId: station.id };
  if (departure.latitude !== undefined && departure.longitude !== undefined) {
    const label = departure.label?.trim() || `${departure.latitude.toFixed(3)}, ${departure.longitude.toFixed(3)}`;
    return { name: label, nameJa: label, latitude: departure.latitude, longitude: departure.longitude };
  }
  if (departure.label?.trim()) return placeNamed(departure.label, locale);
  const tokyo = TRANSIT_HUBS[0];
  return { name: tokyo.names[locale], nameJa: tokyo.names.ja, latitude: tokyo.latitude, longitude: tokyo.longitude, stationId: tokyo.stationId };
}

/** A departure the traveller named but nothing could place: they are asked to choose it again. */
export const DEPARTURE_UNPLACED = "DEPARTURE_UNPLACED";

/** resolveOrigin for the draw and the access service: an unplaced name is an error, not Tokyo. */
export function placedOrigin(departure: DepartureInput, locale: Locale): Place {
  const origin = resolveOrigin(departure, locale);
  if (origin) return origin;
  throw new AppError("The departure has no position", { code: DEPARTURE_UNPLACED, severity: "warning", recoverable: true, userMessage: { namespace: "proposal.errors", key: "departureUnplaced" } });
}
