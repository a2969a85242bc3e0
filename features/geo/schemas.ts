import { z } from "zod";

/** GET /api/geo/reverse?lat=..&lon=..[&accuracy=..] */
export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  accuracy: z.coerce.number().min(0).max(1_000_000).optional(),
});
export type ReverseQuery = z.infer<typeof reverseQuerySchema>;
