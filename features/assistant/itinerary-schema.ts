import { z } from "zod";

// Parsed on the server only (the planner's structuring step), so classic zod does not reach the
// browser through it; the planner's forms import schemas.ts, which is zod/mini.

/** The itinerary the parsing use asks the model for; lenient, because models improvise. */
export const parsedItinerarySchema = z.object({
  title: z.string().max(200).optional(),
  days: z
    .array(
      z.object({
        day: z.coerce.number().int().min(0).max(60).optional(),
        title: z.string().max(200).optional(),
        items: z
          .array(
            z.object({
              time: z.string().max(40).optional(),
              activity: z.string().min(1).max(500),
              place: z.string().max(200).optional(),
              note: z.string().max(500).optional(),
            }),
          )
          .max(40)
          .default([]),
      }),
    )
    .min(1)
    .max(30),
  tips: z.array(z.string().max(500)).max(20).default([]),
});
export type ParsedItinerary = z.infer<typeof parsedItinerarySchema>;
