import { z } from "zod";
import { SEASONS } from "@/data/catalogue/schema";
import { REGION_KEYS } from "@/data/japan";
import { MOODS, STATUSES } from "../shared/enums";
import {
  boolField,
  enumField,
  imageUrlField,
  intField,
  latitudeField,
  localizedOptional,
  localizedRequiredJa,
  longitudeField,
  monthsField,
  msg,
  requiredText,
  slugField,
  sourcesField,
  uuidField,
  wordList,
} from "../shared/validation";
import { untranslatedTexts } from "./translations";

export const MAX_HIGHLIGHTS = 6;

/** A selling point: its text, the months it is on (all year unless seasonal) and a dated event's dates. */
export const highlightSchema = localizedRequiredJa(160).extend({ months: monthsField, when: localizedOptional(80) });

/** What the place is like in a season whose character differs; each line optional. */
export const seasonLinesSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ spring: localizedOptional(160), summer: localizedOptional(160), autumn: localizedOptional(160), winter: localizedOptional(160) }),
);

export const destinationFieldsSchema = z
  .object({
    slug: slugField,
    name: localizedRequiredJa(80),
    pitch: localizedOptional(160),
    description: localizedRequiredJa(2000),
    highlights: z.array(highlightSchema).max(MAX_HIGHLIGHTS, msg("tooMany", MAX_HIGHLIGHTS)).default([]),
    seasonLines: seasonLinesSchema,
    prefecture: requiredText(20),
    region: enumField(REGION_KEYS),
    moods: z.array(enumField(MOODS)).min(1, msg("pickOne")).transform((m) => [...new Set(m)]),
    bestSeasons: z.array(enumField(SEASONS)).min(1, msg("pickOne")).transform((s) => SEASONS.filter((x) => s.includes(x))),
    tags: wordList(12, 30),
    heroImageUrl: imageUrlField,
    distanceFromTokyoKm: intField(0, 3000),
    travelTimeFromTokyoMinutes: intField(0, 3000),
    estimatedBudgetMin: intField(0, 2_000_000),
    estimatedBudgetMax: intField(0, 2_000_000),
    latitude: latitudeField,
    longitude: longitudeField,
    sources: sourcesField,
  })
  .refine((d) => d.estimatedBudgetMin <= d.estimatedBudgetMax, { path: ["estimatedBudgetMax"], message: msg("minAboveMax") });

/**
 * The form of an active destination: travellers read it in four languages, so every text with
 * Japanese needs its English, Korean and Chinese (the server refuses the same: publishing.ts).
 */
export const activeDestinationFieldsSchema = destinationFieldsSchema.superRefine((d, ctx) => {
  for (const text of untranslatedTexts(d)) for (const lang of text.languages) ctx.addIssue({ code: "custom", path: [...text.path, lang], message: msg("translationNeeded") });
});

export type DestinationFields = z.infer<typeof destinationFieldsSchema>;
export type DestinationFieldsInput = z.input<typeof destinationFieldsSchema>;

export const createDestinationSchema = destinationFieldsSchema;
export const updateDestinationSchema = z.object({ id: uuidField, fields: destinationFieldsSchema });

export const MAX_ALTERNATIVE_STATIONS = 5;

export const destinationSettingsSchema = z
  .object({
    id: uuidField,
    isFeatured: boolField,
    status: enumField(STATUSES),
    mainStationId: z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim() : null), z.string().max(80).nullable()),
    alternativeStationIds: z
      .array(z.string().trim().min(1).max(80))
      .max(MAX_ALTERNATIVE_STATIONS, msg("tooMany", MAX_ALTERNATIVE_STATIONS))
      .transform((ids) => [...new Set(ids)]),
    accessNotes: localizedOptional(600),
  })
  .refine((d) => !d.mainStationId || !d.alternativeStationIds.includes(d.mainStationId), {
    path: ["alternativeStationIds"],
    message: msg("mainAlsoAlternative"),
  });

export type DestinationSettingsInput = z.input<typeof destinationSettingsSchema>;
export type DestinationSettings = z.infer<typeof destinationSettingsSchema>;

export const destinationIdSchema = z.object({ id: uuidField });

/** Asks whether an image may be a hero (its size), as soon as the form picks one. */
export const heroCheckSchema = z.object({ url: imageUrlField });

export const destinationListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  status: z.enum(STATUSES).optional().catch(undefined),
  featured: z.enum(["yes", "no"]).optional().catch(undefined),
  mood: z.enum(MOODS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type DestinationListQuery = z.infer<typeof destinationListQuerySchema>;
