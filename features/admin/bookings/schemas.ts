import { z } from "zod";
import { uuidField } from "../shared/validation";

export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;

export const bookingStatusChangeSchema = z.object({
  id: uuidField,
  status: z.enum(["confirmed", "cancelled"], "invalid"),
});

export const bookingListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
