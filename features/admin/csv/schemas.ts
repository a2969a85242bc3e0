import { z } from "zod";
import { msg } from "../shared/validation";
import { CSV_KINDS, CSV_LIMITS } from "./columns";

export const csvUploadSchema = z.object({
  kind: z.enum(CSV_KINDS, msg("invalidChoice")),
  text: z.string(msg("required")).min(1, msg("required")).max(CSV_LIMITS.maxChars, msg("fileTooLarge", CSV_LIMITS.maxChars)),
});
