import { prefectureName, REGIONS, REGION_KEYS, type RegionKey } from "@/data/japan";
import type { Locale } from "@/i18n/routing";
import { localizedText, translated } from "@/lib/i18n-content";
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
    name: translated(s.translations, locale, "name", s.nameJa),
    area: translated(s.translations, locale, "area", s.area),
    type: s.type,
    min: s.pricePerNightMin,
    max: s.pricePerNightMax,
    heroImageUrl: s.heroImageUrl,
  };
}

export interface DestinationView extends DestinationCardView {
  description: string;
  highlights: string[];
  stationName: string | null;
  stays: StayCardView[];
  hints: { id: string; title: string; description: string; category: string }[];
  spots: { category: string; items: { id: string; name: string; description: string; priceRange: string | null; hours: { open: string; close: string } | null }[] }[];
  nearby: (DestinationCardView & { distanceKm: number })[];
}

const SPOT_ORDER = ["scenic", "nature", "cultural", "gourmet", "cafe", "activity", "shopping"];

export function destinationView(d: PublicDestination, locale: Locale): DestinationView {
  const spots = d.spots.map((s) => ({
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
    highlights: d.highlights.map((h) => localizedText(h, locale)).filter(Boolean),
    stationName: d.station ? d.station.name[locale] || d.station.name.ja : null,
    stays: d.stays.map((s) => stayView(s, locale)),
    hints: d.hints.map((h) => ({ id: h.id, category: h.category, title: translated(h.translations, locale, "title", h.titleJa), description: translated(h.translations, locale, "description", h.descriptionJa) })),
    spots: SPOT_ORDER.map((category) => ({ category, items: spots.filter((s) => s.category === category) })).filter((g) => g.items.length > 0),
    nearby: d.nearby.map((n) => ({ ...cardView(n, locale), distanceKm: n.distanceKm })),
  };
}
