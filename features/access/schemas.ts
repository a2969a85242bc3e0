import { z } from "zod";
import { routing } from "@/i18n/routing";

const departure = z.object({
  stationId: z.string().trim().min(1).max(100).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  label: z.string().trim().max(200).optional(),
});

/** One access lookup. */
export const accessRequestSchema = z.object({
  destinationId: z.uuid(),
  departure: departure.refine((d) => (d.latitude === undefined) === (d.longitude === undefined), { message: "latitude and longitude go together" }),
  hasCar: z.boolean().default(false),
  locale: z.enum(routing.locales),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** GET /api/proposal/destinations/{id}/access?car=1&from=osaka&lat=..&lng=..&label=.. */
export const accessQuerySchema = z
  .object({
    id: z.uuid(),
    car: z.enum(["0", "1"]).default("0"),
    from: z.string().trim().min(1).max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    label: z.string().trim().max(200).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { path: ["lat"], message: "lat and lng go together" });

/** What the AI is asked to return for each route (texts only: figures stay ours). */
export const aiRoutesSchema = z.array(
  z.looseObject({
    id: z.string().optional(),
    description: z.string().max(600).optional(),
    pros: z.array(z.string().max(200)).max(5).optional(),
    cons: z.array(z.string().max(200)).max(5).optional(),
    tips: z.array(z.string().max(300)).max(5).optional(),
  }),
);
