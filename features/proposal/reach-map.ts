// Server code only (through the catalogue); see service.ts.
import type { Locale } from "@/i18n/routing";
import { placedOrigin } from "@/features/access/server";
import { departureOf } from "./draw-pool";
import { getPool } from "./catalogue-pool";
import { doorToDoor } from "./reach-filter";
import type { ProposalInput } from "./schemas";

// The map of travel-time bands: every destination of the mood set with its door-to-door minutes
// from the departure (the reach model, by train, or by car when the traveller has one). Asked once
// per departure and mood; the 'how far' control then recolours it in the browser with no request.

export interface ReachMapPlace {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Door to door, one way; null when the reach model finds no way. */
  minutes: number | null;
}

export interface ReachMapData {
  ok: true;
  from: { name: string; latitude: number; longitude: number };
  places: ReachMapPlace[];
}

export async function reachMap(input: ProposalInput, locale: Locale): Promise<ReachMapData> {
  const pool = await getPool({ moods: input.moods, prefecture: input.prefectures?.[0] });
  const origin = placedOrigin(departureOf(input), locale);
  const hasCar = input.hasCar ?? false;
  return {
    ok: true,
    from: { name: origin.name, latitude: origin.latitude, longitude: origin.longitude },
    places: pool.destinations.map((d) => ({ id: d.id, name: d.names[locale], latitude: d.latitude, longitude: d.longitude, minutes: doorToDoor(d, origin, hasCar) })),
  };
}
