import { z } from "zod";
import { optionalText, uuidField } from "../shared/validation";
import { UPLOAD_LICENCE } from "./image-meta";

export const imageIdSchema = z.object({ id: uuidField });
export const imageAltSchema = z.object({ id: uuidField, altJa: optionalText(200) });
/** A Commons file's title ("File:….jpg"), as the search listed it. */
export const commonsSearchSchema = z.object({ destinationId: uuidField });
export const commonsImportSchema = z.object({ destinationId: uuidField, title: z.string().trim().min(6).max(300).regex(/^File:[^|#<>[\]{}]+$/) });
export const rakutenSearchSchema = z.object({ accommodationId: uuidField });
export const rakutenImportSchema = z.object({ accommodationId: uuidField, hotelNo: z.coerce.number().int().positive().max(99_999_999) });
export const imagePageSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const httpsUrl = z.string().trim().max(500).regex(/^https?:\/\/[^\s<>"]+$/);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * An upload's rights statement: who made the picture and why we may publish it. "own": the
 * administrator's (or the business's) own work; "permission": the rights holder allowed it;
 * "licence": a free licence (named, with its source page). Shown with the photo as its credit.
 */
export const uploadRightsSchema = z.discriminatedUnion("rightsBasis", [
  z.object({ rightsBasis: z.literal("own"), author: z.string().trim().min(1).max(200), confirmed: z.literal("yes") }),
  z.object({ rightsBasis: z.literal("permission"), author: z.string().trim().min(1).max(200), sourceUrl: z.preprocess(blankToUndefined, httpsUrl.optional()), confirmed: z.literal("yes") }),
  z.object({
    rightsBasis: z.literal("licence"),
    author: z.string().trim().min(1).max(200),
    licence: z.string().trim().regex(UPLOAD_LICENCE),
    licenceUrl: z.preprocess(blankToUndefined, httpsUrl.optional()),
    sourceUrl: httpsUrl,
    confirmed: z.literal("yes"),
  }),
]);
export type UploadRights = z.infer<typeof uploadRightsSchema>;
