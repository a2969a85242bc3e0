import { z } from "zod";
import { optionalText, uuidField } from "../shared/validation";

export const imageIdSchema = z.object({ id: uuidField });
export const imageAltSchema = z.object({ id: uuidField, altJa: optionalText(200) });
export const imagePageSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
