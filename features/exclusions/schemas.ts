import { z } from "zod";
import { EXCLUSION_KINDS, MAX_EXCLUSIONS } from "@/features/trip";

export const exclusionSchema = z.object({ destinationId: z.uuid(), kind: z.enum(EXCLUSION_KINDS) });
export const removeExclusionSchema = z.object({ destinationId: z.uuid() });
/** A guest's list, merged into the account at sign-in. */
export const mergeExclusionsSchema = z.object({ items: z.array(exclusionSchema).max(MAX_EXCLUSIONS) });
