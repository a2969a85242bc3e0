// The four bulk uploads and their columns. Lists inside a cell (tags, seasons, months, sources)
// are separated by "|". Browser-safe: the import dialog reads these too.

export const CSV_KINDS = ["spots", "hints", "stays", "destinations"] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

// Server actions take bodies up to 1 MB; 250,000 characters of Japanese stay below that.
export const CSV_LIMITS = { maxRows: 500, maxChars: 250_000 } as const;

const translations = (...bases: string[]) => bases.flatMap((b) => [`${b}_en`, `${b}_ko`, `${b}_zh`]);

export const CSV_COLUMNS: Record<CsvKind, readonly string[]> = {
  spots: [
    "destination",
    "name_ja",
    "category",
    "description_ja",
    "address",
    "price_range",
    "rating",
    "popularity_score",
    "is_featured",
    "status",
    "latitude",
    "longitude",
    "tags",
    "best_season",
    "months",
    "opening_time",
    "closing_time",
    "sources",
    ...translations("name", "description", "address", "price_range"),
  ],
  hints: [
    "destination",
    "title_ja",
    "description_ja",
    "category",
    "icon_type",
    "color_scheme",
    "rating",
    "hero_image_url",
    "status",
    "is_featured",
    "display_order",
    "months",
    ...translations("title", "description"),
  ],
  stays: [
    "destination",
    "slug",
    "name_ja",
    "type",
    "price_min",
    "price_max",
    "price_basis",
    "max_guests",
    "rooms",
    "address",
    "check_in_time",
    "check_out_time",
    "last_check_in_time",
    "reservations_email",
    "booking_url",
    "latitude",
    "longitude",
    "sources",
    "status",
    "area_ja",
    "description_ja",
    "features",
    "amenities",
    "rating",
    "review_count",
    ...translations("name", "area", "description", "address"),
  ],
  destinations: [
    "slug",
    "name_ja",
    "name_en",
    "name_ko",
    "name_zh",
    "description_ja",
    "description_en",
    "description_ko",
    "description_zh",
    "pitch_ja",
    "pitch_en",
    "pitch_ko",
    "pitch_zh",
    "prefecture",
    "region",
    "moods",
    "best_seasons",
    "tags",
    "hero_image_url",
    "latitude",
    "longitude",
    "distance_from_tokyo_km",
    "travel_time_from_tokyo_minutes",
    "budget_min",
    "budget_max",
    "main_station",
    "alternative_stations",
    "sources",
  ],
};

export const CSV_REQUIRED: Record<CsvKind, readonly string[]> = {
  spots: ["destination", "name_ja", "category"],
  hints: ["destination", "title_ja", "description_ja", "category"],
  // A stay's area, and a destination's distance and travel time from Tokyo, have no sensible
  // default (they are shown, and the proposal ranks by travel time): required, as in the forms.
  stays: ["destination", "slug", "name_ja", "area_ja", "type", "price_min", "price_max", "max_guests"],
  destinations: [
    "slug",
    "name_ja",
    "description_ja",
    "prefecture",
    "region",
    "moods",
    "best_seasons",
    "hero_image_url",
    "latitude",
    "longitude",
    "distance_from_tokyo_km",
    "travel_time_from_tokyo_minutes",
  ],
};

/** What the preview table shows of each row: its name, where it is, and what kind of thing it is. */
export const CSV_PREVIEW_COLUMNS: Record<CsvKind, { name: string; place: string; category: string }> = {
  spots: { name: "name_ja", place: "destination", category: "category" },
  hints: { name: "title_ja", place: "destination", category: "category" },
  stays: { name: "name_ja", place: "destination", category: "type" },
  destinations: { name: "name_ja", place: "prefecture", category: "region" },
};
