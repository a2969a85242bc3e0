import { prefectureByName, PREFECTURES, REGION_KEYS, type Prefecture, type RegionKey } from "@/data/japan";
import { isMood, MOODS, type MoodId } from "@/lib/moods";
import type { PublicDestinationSummary } from "./types";
import { SEASON_KEYS, type SeasonKey } from "./views";

// Landing pages: one page per region, prefecture, mood and season that holds at least one active
// destination, the shapes people search in ("Hokkaido onsen", "autumn in Kyoto"). A kind with no
// destination has no page (a 404 and no sitemap entry), so no page is ever an empty list.

export const LANDING_KINDS = ["region", "prefecture", "mood", "season"] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

export type Landing =
  | { kind: "region"; key: RegionKey }
  | { kind: "prefecture"; key: string; prefecture: Prefecture }
  | { kind: "mood"; key: MoodId }
  | { kind: "season"; key: SeasonKey };

// Hokkaido is a region of one prefecture: its prefecture page would repeat the region's.
const ownRegion = (p: Prefecture) => PREFECTURES.filter((q) => q.region === p.region).length === 1;

/** A prefecture's address: its English name in lower case ("kanagawa"), as the regions' keys are. */
export const prefectureKey = (p: Prefecture) => p.name.en.toLowerCase().replace(/\s+/g, "-");

export const landingPath = (l: Pick<Landing, "kind" | "key">) => `/destinations/${l.kind}/${l.key}`;

/** The landing a kind and key name, whether or not it has destinations; null for an unknown key. */
export function landingFor(kind: string, key: string): Landing | null {
  if (kind === "region") return (REGION_KEYS as readonly string[]).includes(key) ? { kind, key: key as RegionKey } : null;
  if (kind === "mood") return isMood(key) ? { kind, key } : null;
  if (kind === "season") return (SEASON_KEYS as readonly string[]).includes(key) ? { kind, key: key as SeasonKey } : null;
  if (kind === "prefecture") {
    const prefecture = PREFECTURES.find((p) => prefectureKey(p) === key && !ownRegion(p));
    return prefecture ? { kind, key, prefecture } : null;
  }
  return null;
}

/** The active destinations a landing lists, in the list's order. */
export function landingMembers<T extends Pick<PublicDestinationSummary, "region" | "prefecture" | "moods" | "bestSeasons">>(landing: Landing, destinations: T[]): T[] {
  switch (landing.kind) {
    case "region":
      return destinations.filter((d) => d.region === landing.key);
    case "prefecture":
      return destinations.filter((d) => d.prefecture === landing.prefecture.name.ja);
    case "mood":
      return destinations.filter((d) => d.moods.includes(landing.key));
    case "season":
      return destinations.filter((d) => d.bestSeasons.includes(landing.key));
  }
}

/** Every landing with at least one destination: regions north to south, then prefectures by code, moods, seasons. */
export function landingsOf(destinations: Pick<PublicDestinationSummary, "region" | "prefecture" | "moods" | "bestSeasons">[]): Landing[] {
  const regions = REGION_KEYS.filter((key) => destinations.some((d) => d.region === key)).map((key) => ({ kind: "region" as const, key }));
  const prefectures = PREFECTURES.filter((p) => !ownRegion(p) && destinations.some((d) => prefectureByName(d.prefecture)?.code === p.code)).map((p) => ({ kind: "prefecture" as const, key: prefectureKey(p), prefecture: p }));
  const moods = MOODS.filter((key) => destinations.some((d) => d.moods.includes(key))).map((key) => ({ kind: "mood" as const, key }));
  const seasons = SEASON_KEYS.filter((key) => destinations.some((d) => d.bestSeasons.includes(key))).map((key) => ({ kind: "season" as const, key }));
  return [...regions, ...prefectures, ...moods, ...seasons];
}
