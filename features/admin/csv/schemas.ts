import { z } from "zod";
import { destinationFieldsSchema, destinationSettingsSchema } from "../destinations/schemas";
import { msg } from "../shared/validation";
import { CSV_KINDS, CSV_LIMITS } from "./columns";

export const csvUploadSchema = z.object({
  kind: z.enum(CSV_KINDS, msg("invalidChoice")),
  text: z.string(msg("required")).min(1, msg("required")).max(CSV_LIMITS.maxChars, msg("fileTooLarge", CSV_LIMITS.maxChars)),
});

/** A destination from the CSV: its fields plus the stations the settings page would set. */
export const destinationCsvSchema = destinationFieldsSchema
  .safeExtend({
    mainStationId: destinationSettingsSchema.shape.mainStationId,
    alternativeStationIds: destinationSettingsSchema.shape.alternativeStationIds,
  })
  .refine((d) => !d.mainStationId || !d.alternativeStationIds.includes(d.mainStationId), {
    path: ["alternativeStationIds"],
    message: msg("mainAlsoAlternative"),
  });

export type DestinationCsvFields = z.infer<typeof destinationCsvSchema>;
