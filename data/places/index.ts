import { PREFECTURES, type Lang } from "../japan";
import municipalityFile from "./municipalities.json";
import stationFile from "./stations.json";

// Every municipality of Japan (市区町村: cities, towns, villages, Tokyo's 23 wards and the wards of
// the designated cities) and every railway station Ekistamp lists, as departures. The two JSON
// files are compact tables (a header and one row per record) with their sources at the top; they
// are large, so only server code imports this module (the departure search runs on the server).

export type MunicipalityKind = "city" | "ward" | "town" | "village";

export interface MunicipalityRecord {
  /** JIS X 0402 code, 5 digits ("17201" 金沢市). */
  code: string;
  kind: MunicipalityKind;
  names: Record<Lang, string>;
  /** Hiragana reading of the whole name ("かなざわし"). */
  kana: string;
  /** Hepburn with macrons ("kanazawa-shi", "ōsaka-shi kita-ku"). */
  romaji: string;
  /** The prefecture's Japanese name ("石川県"). */
  prefecture: string;
  /** The municipal (or ward) office. */
  latitude: number;
  longitude: number;
  /** How many stations lie in it: a measure of its size, for ranking equal matches. */
  stations: number;
}

export interface StationRecord {
  /** `eki-{Ekistamp id}`. */
  id: string;
  /** With 駅 / Station / 역 / 站. */
  names: Record<Lang, string>;
  kana: string;
  romaji: string;
  prefecture: string;
  latitude: number;
  longitude: number;
  source: string;
}

type Cell = string | number;
interface Table {
  sources: string[];
  columns: string[];
  rows: Cell[][];
}

function records(table: Table): Record<string, Cell>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c, row[i]])));
}

const prefectureOf = (code: Cell) => PREFECTURES[Number(code) - 1].name.ja;

function kindOf(name: string): MunicipalityKind {
  if (name.endsWith("区")) return "ward";
  if (name.endsWith("町")) return "town";
  if (name.endsWith("村")) return "village";
  return "city";
}

let municipalityCache: MunicipalityRecord[] | null = null;
let stationCache: StationRecord[] | null = null;

export const MUNICIPALITY_SOURCES: readonly string[] = municipalityFile.sources;
export const STATION_SOURCES: readonly string[] = stationFile.sources;

/** All municipalities, in code order (built once). */
export function municipalities(): MunicipalityRecord[] {
  municipalityCache ??= records(municipalityFile as Table).map((r) => ({
    code: String(r.code),
    kind: kindOf(String(r.ja)),
    names: { ja: String(r.ja), en: String(r.en), ko: String(r.ko), zh: String(r.zh) },
    kana: String(r.kana),
    romaji: String(r.romaji),
    prefecture: prefectureOf(r.prefecture),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    stations: Number(r.stations),
  }));
  return municipalityCache;
}

const STATION_SOURCE = stationFile.sources[0].split(" ")[0];

/** All stations of Ekistamp's list (built once). */
export function railwayStations(): StationRecord[] {
  stationCache ??= records(stationFile as Table).map((r) => ({
    id: `eki-${r.id}`,
    names: { ja: `${r.ja}駅`, en: String(r.en), ko: String(r.ko), zh: String(r.zh) },
    kana: String(r.kana),
    romaji: String(r.romaji),
    prefecture: prefectureOf(r.prefecture),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    source: STATION_SOURCE.replace("{seeder}", String(r.seeder)),
  }));
  return stationCache;
}

export function municipalityByCode(code: string): MunicipalityRecord | undefined {
  return municipalities().find((m) => m.code === code);
}
