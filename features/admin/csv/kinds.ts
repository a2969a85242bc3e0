import { accommodationFieldsSchema, type AccommodationFields } from "../accommodations/schemas";
import { hintFieldsSchema, type HintFields } from "../hints/schemas";
import { ACCOMMODATION_TYPES, HINT_CATEGORIES, HINT_DEFAULTS } from "../shared/enums";
import { msg } from "../shared/validation";
import { spotFieldsSchema, type SpotFields } from "../spots/schemas";
import type { CsvKind } from "./columns";
import { byDestinationAndName, bySlug, list, loc, locPaths, or, type CsvCellError, type CsvData, type KindSpec } from "./kind-spec";
import { destinationCsvSchema, type DestinationCsvFields } from "./schemas";

// How each kind of bulk upload reads a row: the schema it is checked with, how the cells become
// the schema's input, which CSV column each schema field comes from, and what makes a row a
// duplicate. Database-free: everything the checks need to know comes in a CsvContext.

export type { CsvCellError, CsvContext, CsvData } from "./kind-spec";

const spots: KindSpec<SpotFields> = {
  schema: spotFieldsSchema,
  needsDestination: true,
  paths: {
    destinationId: "destination",
    ...locPaths("name"),
    ...locPaths("description"),
    ...locPaths("address", "address", "address"),
    ...locPaths("priceRange", "price_range", "price_range"),
    category: "category",
    rating: "rating",
    popularityScore: "popularity_score",
    isFeatured: "is_featured",
    status: "status",
    latitude: "latitude",
    longitude: "longitude",
    tags: "tags",
    bestSeason: "best_season",
    months: "months",
    openingTime: "opening_time",
    closingTime: "closing_time",
    sources: "sources",
  },
  input: (v, destinationId) => ({
    destinationId,
    name: loc(v, "name"),
    description: loc(v, "description"),
    address: loc(v, "address", "address"),
    category: v.category,
    priceRange: loc(v, "price_range", "price_range"),
    rating: v.rating,
    popularityScore: or(v.popularity_score, "0"),
    isFeatured: or(v.is_featured, "false"),
    status: or(v.status, "active"),
    latitude: v.latitude,
    longitude: v.longitude,
    tags: list(v.tags),
    bestSeason: list(v.best_season),
    // "7|8", "all", or blank for all year.
    months: v.months,
    openingTime: v.opening_time,
    closingTime: v.closing_time,
    sources: list(v.sources),
  }),
  duplicate: byDestinationAndName("name_ja"),
};

const hints: KindSpec<HintFields> = {
  schema: hintFieldsSchema,
  needsDestination: true,
  paths: {
    destinationId: "destination",
    ...locPaths("title"),
    ...locPaths("description"),
    category: "category",
    iconType: "icon_type",
    colorScheme: "color_scheme",
    rating: "rating",
    heroImageUrl: "hero_image_url",
    status: "status",
    isFeatured: "is_featured",
    displayOrder: "display_order",
    months: "months",
  },
  input: (v, destinationId) => {
    const category = (v.category ?? "").trim() as (typeof HINT_CATEGORIES)[number];
    const defaults = HINT_DEFAULTS[category] ?? HINT_DEFAULTS.activity;
    return {
      destinationId,
      title: loc(v, "title"),
      description: loc(v, "description"),
      category: v.category,
      iconType: or(v.icon_type, defaults.icon),
      colorScheme: or(v.color_scheme, defaults.color),
      // Optional: a blank rating stays blank (null), as the product never shows an invented one.
      rating: v.rating,
      heroImageUrl: v.hero_image_url,
      status: or(v.status, "active"),
      isFeatured: or(v.is_featured, "false"),
      displayOrder: v.display_order,
      months: v.months,
    };
  },
  duplicate: byDestinationAndName("title_ja"),
};

const stays: KindSpec<AccommodationFields> = {
  schema: accommodationFieldsSchema,
  needsDestination: true,
  paths: {
    slug: "slug",
    ...locPaths("name"),
    ...locPaths("area"),
    ...locPaths("description"),
    ...locPaths("address", "address", "address"),
    destinationId: "destination",
    // Taken from the destination, not from a column of their own.
    prefecture: "destination",
    moods: "destination",
    type: "type",
    features: "features",
    amenities: "amenities",
    pricePerNightMin: "price_min",
    pricePerNightMax: "price_max",
    rating: "rating",
    reviewCount: "review_count",
    status: "status",
    maxGuests: "max_guests",
    rooms: "rooms",
    checkInTime: "check_in_time",
    checkOutTime: "check_out_time",
    lastCheckInTime: "last_check_in_time",
    reservationsEmail: "reservations_email",
    priceBasis: "price_basis",
    sources: "sources",
    bookingUrl: "booking_url",
    latitude: "latitude",
    longitude: "longitude",
  },
  input: (v, destinationId, context) => {
    const destination = destinationId ? context.destinationInfo(destinationId) : null;
    const type = (ACCOMMODATION_TYPES as readonly string[]).includes(v.type) ? v.type : "hotel";
    return {
      slug: v.slug,
      name: loc(v, "name"),
      area: loc(v, "area"),
      description: loc(v, "description"),
      destinationId: destinationId || null,
      type: v.type,
      prefecture: destination?.prefecture ?? "",
      moods: destination?.moods ?? [],
      features: list(v.features),
      amenities: list(v.amenities),
      pricePerNightMin: v.price_min,
      pricePerNightMax: v.price_max,
      rating: v.rating,
      reviewCount: v.review_count,
      // The type's drawing until someone uploads photos in the form.
      heroImageUrl: `/images/accommodations/${type}.svg`,
      galleryImages: [],
      status: or(v.status, "draft"),
      isFeatured: false,
      maxGuests: v.max_guests,
      rooms: v.rooms,
      address: loc(v, "address", "address"),
      checkInTime: v.check_in_time,
      checkOutTime: v.check_out_time,
      lastCheckInTime: v.last_check_in_time,
      reservationsEmail: v.reservations_email,
      priceBasis: v.price_basis,
      sources: list(v.sources),
      bookingUrl: v.booking_url,
      latitude: v.latitude,
      longitude: v.longitude,
    };
  },
  duplicate: bySlug,
};

const destinations: KindSpec<DestinationCsvFields> = {
  schema: destinationCsvSchema,
  needsDestination: false,
  paths: {
    slug: "slug",
    ...locPaths("name"),
    ...locPaths("pitch"),
    ...locPaths("description"),
    prefecture: "prefecture",
    region: "region",
    moods: "moods",
    bestSeasons: "best_seasons",
    tags: "tags",
    heroImageUrl: "hero_image_url",
    distanceFromTokyoKm: "distance_from_tokyo_km",
    travelTimeFromTokyoMinutes: "travel_time_from_tokyo_minutes",
    estimatedBudgetMin: "budget_min",
    estimatedBudgetMax: "budget_max",
    latitude: "latitude",
    longitude: "longitude",
    sources: "sources",
    mainStationId: "main_station",
    alternativeStationIds: "alternative_stations",
  },
  input: (v) => ({
    slug: v.slug,
    name: loc(v, "name"),
    pitch: loc(v, "pitch"),
    description: loc(v, "description"),
    prefecture: v.prefecture,
    region: v.region,
    moods: list(v.moods),
    bestSeasons: list(v.best_seasons),
    tags: list(v.tags),
    heroImageUrl: v.hero_image_url,
    distanceFromTokyoKm: v.distance_from_tokyo_km,
    travelTimeFromTokyoMinutes: v.travel_time_from_tokyo_minutes,
    // The form's defaults: what the proposal assumes for a destination without a budget.
    estimatedBudgetMin: or(v.budget_min, "15000"),
    estimatedBudgetMax: or(v.budget_max, "50000"),
    latitude: v.latitude,
    longitude: v.longitude,
    sources: list(v.sources),
    mainStationId: v.main_station,
    alternativeStationIds: list(v.alternative_stations),
  }),
  duplicate: bySlug,
  check: (v, context) => {
    const errors: CsvCellError[] = [];
    if (v.main_station && !context.stationExists(v.main_station)) errors.push({ column: "main_station", message: msg("unknownStation") });
    if (list(v.alternative_stations).some((id) => !context.stationExists(id))) errors.push({ column: "alternative_stations", message: msg("unknownStation") });
    return errors;
  },
};

export const KIND_SPECS: { [K in CsvKind]: KindSpec<CsvData<K>> } = { spots, hints, stays, destinations };

