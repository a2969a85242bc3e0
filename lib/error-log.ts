// Server code only (through lib/db); no `server-only` marker, see lib/db.ts.
import { getDb } from "./db";
import { AppError, deriveSeverity, type Severity } from "./errors";
import { logBySeverity } from "./logger";

export interface ErrorLogInput {
  message: string;
  stack?: string | null;
  code?: string | null;
  severity?: Severity;
  context?: Record<string, unknown>;
  userAgent?: string | null;
  url?: string | null;
}

const MAX_TEXT = 8_000;
const clip = (s: string | null | undefined) => (s ? s.slice(0, MAX_TEXT) : null);

/** Persists an error log record (spec 02 §3) and logs it at the matching level. Never throws. */
export async function recordError(input: ErrorLogInput): Promise<void> {
  const severity = input.severity ?? deriveSeverity(input.message);
  logBySeverity(severity, input.message, { code: input.code, url: input.url, ...input.context });
  try {
    const db = await getDb();
    await db.errorLog.create({
      data: {
        message: clip(input.message) ?? "(no message)",
        stack: clip(input.stack),
        code: input.code ?? null,
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

export function recordThrown(error: unknown, extra: Omit<ErrorLogInput, "message"> = {}): Promise<void> {
  if (error instanceof AppError) {
    return recordError({ message: error.message, stack: error.stack, code: error.code, severity: error.severity, context: { ...error.context, ...extra.context }, url: extra.url, userAgent: extra.userAgent });
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return recordError({ message: e.message, stack: e.stack, ...extra });
}
