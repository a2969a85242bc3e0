// Server code only (through lib/db); no `server-only` marker, see lib/db.ts.
import { getDb } from "./db";
import { describeError, type ErrorCause } from "./error-details";
import { AppError, deriveSeverity, type Severity } from "./errors";
import { logBySeverity, logger } from "./logger";
import { currentRequestId } from "./request-context";
import { requestIdOf, type HeaderSource } from "./request-meta";
import { clipText, storableJson, storableText } from "./storable-text";

export interface ErrorLogInput {
  message: string;
  stack?: string | null;
  code?: string | null;
  errorClass?: string | null;
  causes?: ErrorCause[];
  requestId?: string | null;
  severity?: Severity;
  context?: Record<string, unknown>;
  userAgent?: string | null;
  url?: string | null;
}

export interface ThrownExtra extends Omit<ErrorLogInput, "message" | "stack" | "code" | "errorClass" | "causes"> {
  /** The request's headers: its id (x-request-id) and user agent are read from them. */
  headers?: HeaderSource | null;
}

/**
 * The most one stored report keeps, whatever was sent (about 19,000 characters in all), so that
 * reports at the allowed rate cannot fill the database; the rest is cut off.
 */
export const STORED_LIMITS = { message: 2_000, stack: 8_000, context: 4_000, causes: 4_000, url: 1_000, userAgent: 500, code: 100, errorClass: 200, requestId: 128 } as const;

/** Storable (no NUL, no half surrogate) and cut to its limit. */
const clip = (s: string | null | undefined, max: number) => (s ? clipText(storableText(s), max) : null);

/** A JSON value within `max` characters: as it is, or a marked preview of it. */
function boundedJson(value: unknown, max: number): unknown {
  const clean = storableJson(value);
  const text = JSON.stringify(clean);
  return text.length <= max ? clean : { truncated: true, preview: clipText(text, max - 50) };
}

function boundedCauses(causes: ErrorCause[]): unknown {
  const kept: unknown[] = [];
  let size = 2;
  for (const cause of storableJson(causes) as ErrorCause[]) {
    // A database error sits at the end of Prisma's message, after the code excerpt: keep enough to reach it.
    const entry = { ...cause, message: clipText(cause.message, 1_500) };
    size += JSON.stringify(entry).length + 1;
    if (size > STORED_LIMITS.causes) break;
    kept.push(entry);
  }
  return kept;
}

/** Persists an error log record and logs it at the matching level. Never throws. */
export async function recordError(input: ErrorLogInput): Promise<void> {
  const severity = input.severity ?? deriveSeverity(input.message);
  logBySeverity(severity, input.message, { code: input.code, errorClass: input.errorClass, requestId: input.requestId, url: input.url, ...input.context });
  try {
    const db = await getDb();
    await db.errorLog.create({
      data: {
        message: clip(input.message, STORED_LIMITS.message) ?? "(no message)",
        stack: clip(input.stack, STORED_LIMITS.stack),
        code: clip(input.code, STORED_LIMITS.code),
        errorClass: clip(input.errorClass, STORED_LIMITS.errorClass),
        causes: boundedCauses(input.causes ?? []) as object,
        requestId: clip(input.requestId, STORED_LIMITS.requestId),
        severity,
        context: boundedJson(input.context ?? {}, STORED_LIMITS.context) as object,
        userAgent: clip(input.userAgent, STORED_LIMITS.userAgent),
        url: clip(input.url, STORED_LIMITS.url),
      },
    });
  } catch (error) {
    // Logging must never take the request down with it, but a lost record is said out loud.
    logger.error("error log: the record could not be stored", { lost: clipText(input.message, 200), reason: error instanceof Error ? error.message : String(error) });
  }
}

/** Records anything thrown with its class, code, stack and causes, and the request it came from. */
export function recordThrown(error: unknown, extra: ThrownExtra = {}): Promise<void> {
  const { headers, ...rest } = extra;
  const details = describeError(error);
  const fromRequest = {
    requestId: rest.requestId ?? (headers ? requestIdOf(headers) : null) ?? currentRequestId(),
    userAgent: rest.userAgent ?? headers?.get("user-agent") ?? null,
  };
  if (error instanceof AppError) {
    return recordError({ ...rest, ...details, ...fromRequest, code: error.code, severity: error.severity, context: { ...error.context, ...rest.context } });
  }
  return recordError({ ...rest, ...details, ...fromRequest });
}

