import { destinations, stations } from "@/data/catalogue";

// Destination name to station: a fixed mapping for the known destinations, then a
// partial match, else the name without its administrative suffix plus ' 駅 日本' (a query a
// directions service can geocode).

const stationById = new Map(stations.map((s) => [s.id, s]));

/** 箱根 → 箱根湯本駅 and so on: each catalogue destination's main station (data/catalogue). */
export const STATION_MAPPING: ReadonlyMap<string, string> = new Map(
  destinations.flatMap((d) => {
    const station = stationById.get(d.mainStationId);
    return station ? [[d.name.ja.replace(/・/g, ""), station.name.ja] as const] : [];
  }),
);

const SUFFIX = /(都|道|府|県|市|区|町|村|郡)$/;
const normalize = (s: string) => s.normalize("NFKC").replace(/[\s・･]/g, "");

export function stationQueryFor(destinationName: string): string {
  const name = normalize(destinationName);
  if (!name) return "";
  const exact = STATION_MAPPING.get(name);
  if (exact) return exact;
  for (const [key, station] of STATION_MAPPING) {
    if (name.includes(key) || key.includes(name)) return station;
  }
  return `${name.replace(SUFFIX, "") || name} 駅 日本`;
}

export function seedStation(id: string | undefined | null) {
  return id ? stationById.get(id) : undefined;
}
