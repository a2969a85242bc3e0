import { prefectureName, REGIONS, REGION_KEYS, type RegionKey } from "@/data/japan";
import type { Locale } from "@/i18n/routing";
import { localizedText, translated } from "@/lib/i18n-content";
import { isAllYear, isOn, monthsOf, monthsText, seasonOfTrip, tripMonths } from "@/lib/months";
import { isMood, type MoodId } from "@/lib/moods";
import type { PublicDestination, PublicDestinationSummary, PublicStay } from "./types";

// The public catalogue in one language, as the pages show it.

export const SEASON_KEYS = ["spring", "summer", "autumn", "winter"] as const;
export type SeasonKey = (typeof SEASON_KEYS)[number];
const isSeason = (s: string): s is SeasonKey => (SEASON_KEYS as readonly string[]).includes(s);
const isRegion = (s: string): s is RegionKey => (REGION_KEYS as readonly string[]).includes(s);

export interface DestinationCardView {
  id: string;
  slug: string;
  name: string;
  pitch: string;
  prefecture: string;
  region: RegionKey | null;
  regionName: string;
  moods: MoodId[];
  seasons: SeasonKey[];
  heroImageUrl: string;
  isFeatured: boolean;
  latitude: number;
  longitude: number;
}

export function cardView(d: PublicDestinationSummary, locale: Locale): DestinationCardView {
  const region = isRegion(d.region) ? d.region : null;
  return {
    id: d.id,
    slug: d.slug,
    name: d.name[locale] || d.name.ja,
    pitch: localizedText(d.pitch, locale),
    prefecture: prefectureName(d.prefecture, locale),
    region,
    regionName: region ? REGIONS[region][locale] : d.region,
    moods: d.moods.filter(isMood),
    seasons: d.bestSeasons.filter(isSeason),
    heroImageUrl: d.heroImageUrl,
    isFeatured: d.isFeatured,
    latitude: d.latitude,
    longitude: d.longitude,
  };
}

/** Destinations grouped by region, in the regions' north-to-south order; empty regions left out. */
export function byRegion<T extends { region: RegionKey | null }>(cards: T[]): { region: RegionKey; items: T[] }[] {
  return REGION_KEYS.map((region) => ({ region, items: cards.filter((c) => c.region === region) })).filter((g) => g.items.length > 0);
}

/** The list's filters from the query string; unknown values are ignored. */
export function listFilter(search: { mood?: string | string[]; season?: string | string[] }): { mood: MoodId | null; season: SeasonKey | null } {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
  const mood = one(search.mood);
  const season = one(search.season);
  return { mood: isMood(mood) ? mood : null, season: isSeason(season) ? season : null };
}

export function matches(card: Pick<DestinationCardView, "moods" | "seasons">, filter: { mood: MoodId | null; season: SeasonKey | null }): boolean {
  return (!filter.mood || card.moods.includes(filter.mood)) && (!filter.season || card.seasons.includes(filter.season));
}

export interface StayCardView {
  id: string;
  slug: string;
  name: string;
  area: string;
  type: string;
  min: number;
  max: number;
  heroImageUrl: string;
}

export function stayView(s: PublicStay, locale: Locale): StayCardView {
  return {
    id: s.id,
    slug: s.slug,
    name: translated(s.translations, locale, "name", s.nameJa),
    area: translated(s.translations, locale, "area", s.area),
    type: s.type,
    min: s.pricePerNightMin,
    max: s.pricePerNightMax,
    heroImageUrl: s.heroImageUrl,
  };
}

/** A highlight, tip or spot and when it is on, for people; `on` when it can be met in the months the page is read for. */
export interface Timed {
  /** "July", "April–November", an event's dates; null all year. */
  when: string | null;
  on: boolean;
}

export interface DestinationView extends DestinationCardView {
  description: string;
  /** What is on now first (or during the trip), then the rest with their months. */
  highlights: ({ text: string } & Timed)[];
  /** The season the page is read in, and what the place is like then. */
  season: SeasonKey;
  seasonLine: string | null;
  /** Every season's line, the current season's first. */
  seasonLines: { season: SeasonKey; text: string }[];
  stationName: string | null;
  stays: StayCardView[];
  hints: ({ id: string; title: string; description: string; category: string } & Timed)[];
  spots: { category: string; items: ({ id: string; name: string; description: string; priceRange: string | null; hours: { open: string; close: string } | null } & Timed)[] }[];
  nearby: (DestinationCardView & { distanceKm: number })[];
}

const SPOT_ORDER = ["scenic", "nature", "cultural", "gourmet", "cafe", "activity", "shopping"];

/** When something is on, against the months the page is read for. */
function timed(months: unknown, when: unknown, trip: readonly number[], locale: Locale): Timed {
  const list = monthsOf(months);
  const words = when ? localizedText(when, locale) : "";
  return { when: words || (isAllYear(list) ? null : monthsText(list, locale)), on: isOn(list, trip) };
}

/** What is on first; the order within each part kept. */
const onFirst = <T extends { on: boolean }>(items: T[]) => [...items.filter((x) => x.on), ...items.filter((x) => !x.on)];

/**
 * One destination in one language, read for a trip in `trip` months (today's month by default: the
 * page is rebuilt at least daily): what is on then comes first, the rest says when it is.
 */
export function destinationView(d: PublicDestination, locale: Locale, trip: readonly number[] = tripMonths(null)): DestinationView {
  const season = seasonOfTrip(trip);
  const lines = (d.seasonLines && typeof d.seasonLines === "object" ? d.seasonLines : {}) as Record<string, unknown>;
  const seasonLines = [season, ...SEASON_KEYS.filter((s) => s !== season)]
    .map((s) => ({ season: s, text: lines[s] ? localizedText(lines[s], locale) : "" }))
    .filter((l) => l.text);
  const spots = d.spots.map((s) => ({
    ...timed(s.months, s.when, trip, locale),
    id: s.id,
    category: s.category,
    name: translated(s.translations, locale, "name", s.nameJa),
    description: translated(s.translations, locale, "description", s.descriptionJa),
    priceRange: s.priceRange ? translated(s.translations, locale, "priceRange", s.priceRange) : null,
    hours: s.openingTime && s.closingTime ? { open: s.openingTime, close: s.closingTime } : null,
  }));
  return {
    ...cardView(d, locale),
    description: d.description[locale] || d.description.ja,
    highlights: onFirst(
      d.highlights
        .map((h) => ({ text: localizedText(h, locale), ...timed((h as { months?: unknown })?.months, (h as { when?: unknown })?.when, trip, locale) }))
        .filter((h) => h.text),
    ),
    season,
    seasonLine: seasonLines.find((l) => l.season === season)?.text ?? null,
    seasonLines,
    stationName: d.station ? d.station.name[locale] || d.station.name.ja : null,
    stays: d.stays.map((s) => stayView(s, locale)),
    hints: onFirst(
      d.hints.map((h) => ({
        id: h.id,
        category: h.category,
        title: translated(h.translations, locale, "title", h.titleJa),
        description: translated(h.translations, locale, "description", h.descriptionJa),
        ...timed(h.months, h.when, trip, locale),
      })),
    ),
    spots: SPOT_ORDER.map((category) => ({ category, items: spots.filter((s) => s.category === category) })).filter((g) => g.items.length > 0),
    nearby: d.nearby.map((n) => ({ ...cardView(n, locale), distanceKm: n.distanceKm })),
  };
}
