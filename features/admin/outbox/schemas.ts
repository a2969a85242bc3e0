import { z } from "zod";
import { OUTBOX_STATUSES } from "@/features/outbox";
import { uuidField } from "../shared/validation";

export { OUTBOX_STATUSES };

export const outboxListQuerySchema = z.object({
  q: z.string().trim().max(120).optional().catch(undefined),
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxRetrySchema = z.object({ id: uuidField });
