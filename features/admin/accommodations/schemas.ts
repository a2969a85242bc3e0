import { z } from "zod";
import { ACCOMMODATION_TYPES, MOODS, STATUSES } from "../shared/enums";
import {
  boolField,
  enumField,
  imageUrlField,
  intField,
  localizedOptional,
  nullableInt,
  nullableNumber,
  localizedRequiredJa,
  allLanguagesWhenActive,
  msg,
  nullableLatitude,
  nullableLongitude,
  slugField,
  sourcesField,
  timeField,
  uuidField,
  wordList,
} from "../shared/validation";

/** At most 5 images per accommodation: the proposal shows no more. */
export const MAX_GALLERY_IMAGES = 5;

const httpUrl = z
  .string()
  .trim()
  .max(500, msg("tooLong", 500))
  .refine((v) => {
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, msg("invalidUrl"));

export const accommodationFieldsSchema = z
  .object({
    slug: slugField,
    name: localizedRequiredJa(120),
    area: localizedRequiredJa(80),
    description: localizedOptional(3000),
    destinationId: z.preprocess((v) => (v === "" || v === undefined ? null : v), uuidField.nullable()),
    type: enumField(ACCOMMODATION_TYPES),
    prefecture: z.string(msg("required")).trim().min(1, msg("required")).max(20, msg("tooLong", 20)),
    moods: z.array(enumField(MOODS)).min(1, msg("pickOne")).transform((m) => [...new Set(m)]),
    features: wordList(10, 40),
    amenities: wordList(20, 40),
    pricePerNightMin: intField(0, 2_000_000),
    pricePerNightMax: intField(0, 2_000_000),
    // A real rating from a public source, or nothing: the product never shows an invented one.
    rating: nullableNumber(1, 5),
    reviewCount: nullableInt(0, 10_000_000),
    heroImageUrl: imageUrlField,
    galleryImages: z
      .array(z.object({ url: imageUrlField, caption: localizedOptional(120) }))
      .max(MAX_GALLERY_IMAGES, msg("tooMany", MAX_GALLERY_IMAGES))
      .default([]),
    status: enumField(STATUSES),
    isFeatured: boolField,
    maxGuests: intField(1, 50),
    rooms: nullableInt(1, 3000),
    address: localizedOptional(200),
    checkInTime: timeField,
    checkOutTime: timeField,
    /** The latest arrival the stay accepts: a request for tonight after it is refused. */
    lastCheckInTime: timeField.default(null),
    /** Where booking requests go for the stay to answer; without it administrators answer. */
    reservationsEmail: z.preprocess(
      (v) => (typeof v === "string" && !v.trim() ? null : typeof v === "string" ? v.trim().toLowerCase() : (v ?? null)),
      z.email(msg("invalidEmail")).max(254, msg("tooLong", 254)).nullable(),
    ).default(null),
    /** How the price band was worked out (e.g. "2 adults, one room, per room, tax incl., from the official site, 2026"). */
    priceBasis: z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), z.string().max(300, msg("tooLong", 300))),
    sources: sourcesField,
    bookingUrl: z.preprocess((v) => (typeof v === "string" && !v.trim() ? null : v), httpUrl.nullable()).default(null),
    latitude: nullableLatitude,
    longitude: nullableLongitude,
  })
  .refine((d) => d.pricePerNightMin <= d.pricePerNightMax, { path: ["pricePerNightMax"], message: msg("minAboveMax") })
  .refine((d) => (d.latitude === null) === (d.longitude === null), { path: ["longitude"], message: msg("bothCoordinates") })
  .superRefine(allLanguagesWhenActive(["name", "area", "description", "address"]));

export type AccommodationFields = z.infer<typeof accommodationFieldsSchema>;
export type AccommodationFieldsInput = z.input<typeof accommodationFieldsSchema>;

export const createAccommodationSchema = accommodationFieldsSchema;
export const updateAccommodationSchema = z.object({ id: uuidField, fields: accommodationFieldsSchema });
export const accommodationIdSchema = z.object({ id: uuidField });

export const accommodationListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  destination: z.uuid().optional().catch(undefined),
  type: z.enum(ACCOMMODATION_TYPES).optional().catch(undefined),
  status: z.enum(STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type AccommodationListQuery = z.infer<typeof accommodationListQuerySchema>;
