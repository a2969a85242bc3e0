import { MAJOR_CITIES } from "@/data/departures";
import { reachFrom } from "@/features/access/server";
import type { Locale } from "@/i18n/routing";
import type { PublicDestination } from "./types";

// How to get to a destination from each of the ten preset departure cities, by train and by car:
// estimates from the reachability model (the same the draw uses), with the fastest and the cheapest
// way marked per departure. Car costs are per car (fuel and tolls), train fares per adult, one way.

export interface AccessWay {
  mode: "train" | "car";
  minutes: number;
  yen: number;
  /** Train: changes of train; car: kilometres. */
  changes?: number;
  km?: number;
  /** Train: the longest ride's line (and service), e.g. "東海道新幹線 ひかり". */
  via?: string;
}

export interface AccessRow {
  departureId: string;
  departure: string;
  ways: AccessWay[];
  fastest: AccessWay["mode"] | null;
  cheapest: AccessWay["mode"] | null;
}

type Target = Pick<PublicDestination, "slug" | "latitude" | "longitude" | "station">;

/** One departure's row: train and car from the reachability model, the fastest and cheapest marked. */
export function accessRow(destination: Target, origin: { latitude: number; longitude: number; stationId?: string }, departure: { id: string; name: string }, locale: Locale): AccessRow {
  const reach = reachFrom(origin).to({ slug: destination.slug, latitude: destination.latitude, longitude: destination.longitude, station: destination.station });
  const ways: AccessWay[] = [];
  if (reach.train) {
    const longest = [...reach.train.segments].filter((s) => s.line).sort((a, b) => b.minutes - a.minutes)[0];
    const via = longest ? [longest.line?.[locale], longest.service?.[locale]].filter(Boolean).join(" ") : undefined;
    ways.push({ mode: "train", minutes: reach.train.minutes, yen: reach.train.fareYen, changes: reach.train.changes, via: via || undefined });
  }
  if (reach.car) ways.push({ mode: "car", minutes: reach.car.minutes, yen: reach.car.costYen.fare, km: reach.car.km });
  const best = (score: (w: AccessWay) => number) => (ways.length ? ways.reduce((a, b) => (score(b) < score(a) ? b : a)).mode : null);
  return { departureId: departure.id, departure: departure.name, ways, fastest: best((w) => w.minutes), cheapest: best((w) => w.yen) };
}

export function accessTable(destination: Target, locale: Locale): AccessRow[] {
  return MAJOR_CITIES.map((city) => accessRow(destination, { latitude: city.latitude, longitude: city.longitude, stationId: city.stationId }, { id: city.id, name: city.names[locale] }, locale));
}
