import { z } from "zod";
import { uuidField } from "../shared/validation";

export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;

export const bookingStatusChangeSchema = z.object({
  id: uuidField,
  status: z.enum(["confirmed", "cancelled"], "invalid"),
});

export const BOOKING_VIEWS = ["cards", "table", "calendar"] as const;
export const BOOKING_FILTERS = ["arriving48", "waitingStay"] as const;
export const BOOKING_SORTS = ["created", "checkIn", "status", "stay"] as const;

export const bookingListQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  view: z.enum(BOOKING_VIEWS).optional().catch(undefined),
  filter: z.enum(BOOKING_FILTERS).optional().catch(undefined),
  sort: z.enum(BOOKING_SORTS).optional().catch(undefined),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  /** The stay whose calendar is shown, or whose requests the table lists. */
  stay: z.uuid().optional().catch(undefined),
  /** The calendar's month, YYYY-MM. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
