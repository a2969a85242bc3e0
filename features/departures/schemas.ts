import { z } from "zod";

/** GET /api/departures?q=…: what the traveller typed, trimmed, 1–100 characters. */
export const departureQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
});
