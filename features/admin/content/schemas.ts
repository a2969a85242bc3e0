import { z } from "zod";
import { OTHER_LOCALES } from "@/lib/i18n-content";
import { msg, uuidField } from "../shared/validation";

export const CONTENT_ENTITIES = ["destinations", "accommodations", "hints", "spots"] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

/** The translatable fields of each kind of content ("highlights.N" stands for each highlight). */
export const TRANSLATABLE_FIELDS: Record<ContentEntity, readonly string[]> = {
  destinations: ["name", "description", "highlights", "accessNotes"],
  accommodations: ["name", "area", "description", "features", "amenities"],
  hints: ["title", "description"],
  spots: ["name", "description", "address"],
};

/**
 * The texts an active record needs in every language wherever the Japanese is written, as its own
 * form asks (allLanguagesWhenActive in each schema, destinations/translations.ts): the console may
 * not blank them either.
 */
export const REQUIRED_WHEN_ACTIVE: Record<ContentEntity, readonly string[]> = {
  destinations: ["name", "description", "highlights"],
  accommodations: ["name", "area", "description"],
  hints: ["title", "description"],
  spots: ["name", "description", "address"],
};

/** A translatable text of an entity; a destination's highlights are numbered. */
export type ContentFieldKey = "name" | "description" | "area" | "title" | "address" | "accessNotes" | "features" | "amenities" | HighlightKey;
export type HighlightKey = `highlights.${number}`;

export const isHighlightKey = (key: ContentFieldKey): key is HighlightKey => key.startsWith("highlights.");

const FIELD_KEY = /^(name|description|area|title|address|accessNotes|features|amenities|highlights\.\d{1,2})$/;

export const contentQuerySchema = z.object({
  entity: z.enum(CONTENT_ENTITIES).catch("destinations").default("destinations"),
  lang: z.enum([...OTHER_LOCALES, "all"]).catch("all").default("all"),
  missing: z.enum(["1", "0"]).catch("1").default("1"),
  q: z.string().trim().max(80).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const saveTranslationsSchema = z.object({
  entity: z.enum(CONTENT_ENTITIES, msg("invalidChoice")),
  id: uuidField,
  locale: z.enum(OTHER_LOCALES, msg("invalidChoice")),
  fields: z
    .record(z.string().regex(FIELD_KEY, msg("invalid")), z.string(msg("invalid")).trim().max(3000, msg("tooLong", 3000)), msg("invalid"))
    .refine((f) => Object.keys(f).length > 0 && Object.keys(f).length <= 20, msg("required")),
});

export type SaveTranslationsInput = z.infer<typeof saveTranslationsSchema>;
