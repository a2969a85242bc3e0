import { z } from "zod";
import { COLOR_SCHEMES, HINT_CATEGORIES, HINT_ICONS, STATUSES } from "../shared/enums";
import { allLanguagesWhenActive, boolField, enumField, intField, localizedOptional, localizedRequiredJa, monthsField, msg, nullableImageUrl, nullableNumber, uuidField } from "../shared/validation";

export const hintFieldsSchema = z
  .object({
    destinationId: uuidField,
    title: localizedRequiredJa(120),
    description: localizedRequiredJa(1200),
    category: enumField(HINT_CATEGORIES),
    iconType: enumField(HINT_ICONS),
    colorScheme: enumField(COLOR_SCHEMES),
    rating: nullableNumber(1, 5),
    heroImageUrl: nullableImageUrl,
    status: enumField(STATUSES),
    isFeatured: boolField,
    /** Blank on a new hint: it goes to the end of its destination's list. */
    displayOrder: z.preprocess((v) => (v === "" || v == null ? null : v), intField(0, 9999).nullable()),
    /** The months the tip holds for: all twelve unless it is seasonal. */
    months: monthsField,
    /** A dated event's dates in words. */
    when: localizedOptional(80),
  })
  .superRefine(allLanguagesWhenActive(["title", "description", "when"]));

export type HintFields = z.infer<typeof hintFieldsSchema>;
export type HintFieldsInput = z.input<typeof hintFieldsSchema>;

export const createHintSchema = hintFieldsSchema;
export const updateHintSchema = z.object({ id: uuidField, fields: hintFieldsSchema });
export const hintIdSchema = z.object({ id: uuidField });

export const MAX_REORDER = 200;
export const reorderHintsSchema = z.object({
  destinationId: uuidField,
  orderedIds: z
    .array(uuidField)
    .min(1, msg("required"))
    .max(MAX_REORDER, msg("tooMany", MAX_REORDER))
    .refine((ids) => new Set(ids).size === ids.length, msg("duplicates")),
});

export const hintListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  destination: z.uuid().optional().catch(undefined),
  category: z.enum(HINT_CATEGORIES).optional().catch(undefined),
  status: z.enum(STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type HintListQuery = z.infer<typeof hintListQuerySchema>;
