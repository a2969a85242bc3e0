import { isUuid } from "@/lib/uuid";

// The local explorer's data: spots of one destination grouped by category. Shared by the server
// and the tab.

export const SPOT_CATEGORIES = ["scenic", "nature", "cultural", "gourmet", "cafe", "activity", "shopping"] as const;
export type SpotCategory = (typeof SPOT_CATEGORIES)[number];

/** Spots shown per category before 'show n more'. */
export const SPOTS_PER_CATEGORY = 3;

export interface LocalSpotView {
  id: string;
  name: string;
  description: string;
  category: SpotCategory;
  priceRange: string | null;
  rating: number | null;
  address: string | null;
  popularity: number;
  /** H:MM in Japan time, both or neither. */
  hours: { opens: string; closes: string } | null;
  /** The months (1–12) it can be visited or is on. */
  months: number[];
  /** When it is on, for people ("July", "April–November", or an event's dates); null all year. */
  season: string | null;
}

export interface SpotGroup {
  category: SpotCategory;
  spots: LocalSpotView[];
}

/**
 * Every category in a fixed order (empty ones included, so the explorer can say so), spots
 * within a category by popularity, then rating, then name.
 */
export function groupSpots(spots: LocalSpotView[]): SpotGroup[] {
  return SPOT_CATEGORIES.map((category) => ({
    category,
    spots: spots
      .filter((s) => s.category === category)
      .sort((a, b) => b.popularity - a.popularity || (b.rating ?? 0) - (a.rating ?? 0) || a.name.localeCompare(b.name)),
  }));
}

/** The groups cut to what is on during the trip, and the spots that are not, each once. */
export function bySeason(groups: SpotGroup[], trip: readonly number[]): { groups: SpotGroup[]; offSeason: LocalSpotView[] } {
  const on = (s: LocalSpotView) => s.months.some((m) => trip.includes(m));
  return {
    groups: groups.map((g) => ({ ...g, spots: g.spots.filter(on) })),
    offSeason: groups.flatMap((g) => g.spots.filter((s) => !on(s))),
  };
}

/** The spots on screen and how many 'show n more' would add. */
export function visibleSpots(group: SpotGroup, expanded: boolean): { shown: LocalSpotView[]; hidden: number } {
  if (expanded) return { shown: group.spots, hidden: 0 };
  return { shown: group.spots.slice(0, SPOTS_PER_CATEGORY), hidden: Math.max(0, group.spots.length - SPOTS_PER_CATEGORY) };
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** A destination is named by its id or its slug (the simple proposals know only the slug). */
export function parseDestinationRef(value: string): { id: string } | { slug: string } | null {
  if (isUuid(value)) return { id: value.toLowerCase() };
  if (SLUG.test(value)) return { slug: value };
  return null;
}
