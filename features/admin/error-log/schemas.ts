import { z } from "zod";
import { uuidField } from "../shared/validation";

// The error log screen's filters (kept in the address) and its one action.

export const ERROR_LEVELS = ["info", "warning", "error", "critical"] as const;
/**
 * Where a record came from, read from what the writer left in it: the browser's error boundaries
 * (context.source), a scheduled job, the outbox giving up on a mail, an API route, a server action;
 * anything else on the server is "server".
 */
export const ERROR_SOURCES = ["browser", "route", "action", "job", "mail", "server"] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];
export const ERROR_STATES = ["open", "resolved"] as const;
export const ERROR_PERIODS = ["24h", "7d", "30d"] as const;
export type ErrorPeriod = (typeof ERROR_PERIODS)[number];

export const PERIOD_MS: Record<ErrorPeriod, number> = { "24h": 86_400_000, "7d": 7 * 86_400_000, "30d": 30 * 86_400_000 };

export const errorLogQuerySchema = z.object({
  q: z.string().trim().max(120).optional().catch(undefined),
  level: z.enum(ERROR_LEVELS).optional().catch(undefined),
  source: z.enum(ERROR_SOURCES).optional().catch(undefined),
  state: z.enum(ERROR_STATES).optional().catch(undefined),
  period: z.enum(ERROR_PERIODS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type ErrorLogQuery = z.infer<typeof errorLogQuerySchema>;

export const errorResolveSchema = z.object({ id: uuidField, resolved: z.boolean() });
