import { z } from "zod";
import { RAKUTEN_LIMITS } from "@/lib/clients/rakuten-limits";
import { intField, latitudeField, longitudeField, msg, numberField, uuidField } from "../shared/validation";

const hits = intField(1, RAKUTEN_LIMITS.maxHits);
const radius = numberField(RAKUTEN_LIMITS.minRadiusKm, RAKUTEN_LIMITS.maxRadiusKm);
const keyword = z.string(msg("required")).trim().min(RAKUTEN_LIMITS.minKeyword, msg("tooShort", RAKUTEN_LIMITS.minKeyword)).max(100, msg("tooLong", 100));

export const rakutenTestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("simple"), latitude: latitudeField, longitude: longitudeField, radiusKm: radius, hits, page: intField(1, 100) }),
  z.object({ kind: z.literal("keyword"), keyword, hits, page: intField(1, 100) }),
]);
export type RakutenTestInput = z.input<typeof rakutenTestSchema>;

export const suggestionSearchSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("nearby"), destinationId: uuidField, radiusKm: radius, hits }),
  z.object({ mode: z.literal("keyword"), destinationId: uuidField, keyword, hits }),
]);
export type SuggestionSearchInput = z.input<typeof suggestionSearchSchema>;

const text = (max: number) => z.string().trim().max(max).nullable().default(null);

/** The part of a Rakuten hotel that an import needs (sent back by the browser, checked again here). */
export const rakutenHotelSchema = z.object({
  hotelNo: z.number().int().positive(),
  name: z.string().trim().min(1).max(200),
  special: text(3000),
  minCharge: z.number().int().min(0).max(10_000_000).nullable().default(null),
  reviewAverage: z.number().min(0).max(5).nullable().default(null),
  reviewCount: z.number().int().min(0).default(0),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  address1: text(40),
  address2: text(200),
  nearestStation: text(100),
  access: text(500),
  informationUrl: text(500),
});
export type RakutenHotelInput = z.infer<typeof rakutenHotelSchema>;

export const MAX_IMPORT = 50;
export const importHotelsSchema = z.object({
  items: z
    .array(z.object({ destinationId: uuidField, hotel: rakutenHotelSchema }))
    .min(1, msg("pickOne"))
    .max(MAX_IMPORT, msg("tooMany", MAX_IMPORT)),
});

export const autoCandidatesSchema = z.object({ minActive: intField(1, 20) });
export const autoSearchSchema = z.object({ destinationId: uuidField, hits: intField(1, RAKUTEN_LIMITS.maxHits) });
