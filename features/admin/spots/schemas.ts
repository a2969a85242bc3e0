import { z } from "zod";
import { SEASONS, SPOT_CATEGORIES, STATUSES } from "../shared/enums";
import {
  allLanguagesWhenActive,
  boolField,
  enumField,
  intField,
  localizedOptional,
  localizedRequiredJa,
  monthsField,
  msg,
  nullableLatitude,
  nullableLongitude,
  nullableNumber,
  sourcesField,
  timeField,
  uuidField,
  wordList,
} from "../shared/validation";

export const spotFieldsSchema = z
  .object({
    destinationId: uuidField,
    name: localizedRequiredJa(120),
    description: localizedOptional(1200),
    address: localizedOptional(200),
    category: enumField(SPOT_CATEGORIES),
    /** What it costs, in four languages ("無料", "Free"…); the Japanese is required for the others to show. */
    priceRange: localizedOptional(60),
    rating: nullableNumber(1, 5),
    popularityScore: intField(0, 100),
    isFeatured: boolField,
    status: enumField(STATUSES),
    latitude: nullableLatitude,
    longitude: nullableLongitude,
    tags: wordList(10, 30),
    bestSeason: z
      .preprocess((v) => (typeof v === "string" ? v.split(/[,|、，]/).map((s) => s.trim()).filter(Boolean) : (v ?? [])), z.array(enumField(SEASONS)))
      .transform((s) => [...new Set(s)]),
    /** The months it can be visited or is on: all twelve unless it is seasonal. */
    months: monthsField,
    /** A dated event's dates in words. */
    when: localizedOptional(80),
    openingTime: timeField,
    closingTime: timeField,
    sources: sourcesField,
  })
  .refine((d) => (d.latitude === null) === (d.longitude === null), { path: ["longitude"], message: msg("bothCoordinates") })
  .superRefine(allLanguagesWhenActive(["name", "description", "address", "priceRange", "when"]));

export type SpotFields = z.infer<typeof spotFieldsSchema>;
export type SpotFieldsInput = z.input<typeof spotFieldsSchema>;

export const createSpotSchema = spotFieldsSchema;
export const updateSpotSchema = z.object({ id: uuidField, fields: spotFieldsSchema });
export const spotIdSchema = z.object({ id: uuidField });

export const spotListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  destination: z.uuid().optional().catch(undefined),
  category: z.enum(SPOT_CATEGORIES).optional().catch(undefined),
  status: z.enum(STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type SpotListQuery = z.infer<typeof spotListQuerySchema>;
