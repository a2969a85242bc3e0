// Server code only (through lib/db); no `server-only` marker, see lib/db.ts.
import { getDb } from "./db";
import { describeError, type ErrorCause } from "./error-details";
import { AppError, deriveSeverity, type Severity } from "./errors";
import { logBySeverity } from "./logger";
import { currentRequestId } from "./request-context";
import { requestIdOf, type HeaderSource } from "./request-meta";

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

const MAX_TEXT = 8_000;
const MAX_STACK = 16_000;
const clip = (s: string | null | undefined, max = MAX_TEXT) => (s ? s.slice(0, max) : null);

/** Persists an error log record and logs it at the matching level. Never throws. */
export async function recordError(input: ErrorLogInput): Promise<void> {
  const severity = input.severity ?? deriveSeverity(input.message);
  logBySeverity(severity, input.message, { code: input.code, errorClass: input.errorClass, requestId: input.requestId, url: input.url, ...input.context });
  try {
    const db = await getDb();
    await db.errorLog.create({
      data: {
        message: clip(input.message) ?? "(no message)",
        stack: clip(input.stack, MAX_STACK),
        code: clip(input.code, 100),
        errorClass: clip(input.errorClass, 200),
        causes: JSON.parse(JSON.stringify(input.causes ?? [])),
        requestId: clip(input.requestId, 128),
        severity,
        context: JSON.parse(JSON.stringify(input.context ?? {})),
        userAgent: clip(input.userAgent),
        url: clip(input.url),
      },
    });
  } catch {
    // Logging must never take the request down with it.
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
