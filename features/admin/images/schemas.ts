import { z } from "zod";
import { optionalText, uuidField } from "../shared/validation";

export const imageIdSchema = z.object({ id: uuidField });
export const imageAltSchema = z.object({ id: uuidField, altJa: optionalText(200) });
/** A Commons file's title ("File:….jpg"), as the search listed it. */
export const commonsSearchSchema = z.object({ destinationId: uuidField });
export const commonsImportSchema = z.object({ destinationId: uuidField, title: z.string().trim().min(6).max(300).regex(/^File:[^|#<>[\]{}]+$/) });
export const rakutenSearchSchema = z.object({ accommodationId: uuidField });
export const rakutenImportSchema = z.object({ accommodationId: uuidField, hotelNo: z.coerce.number().int().positive().max(99_999_999) });
export const imagePageSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
