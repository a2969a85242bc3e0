import { AppError, messageFromText, type ErrorKey, type ErrorMessage } from "./app-error";

// Database failures: PostgreSQL and Prisma error codes mapped to the catalogue's messages.

// PostgreSQL SQLSTATE codes, and the Prisma error codes that mean the same thing.
const DB_KEYS: Record<string, ErrorKey> = {
  "23505": "database.23505",
  P2002: "database.23505",
  "23503": "database.23503",
  P2003: "database.23503",
  P2025: "database.23503",
  "23502": "database.23502",
  P2011: "database.23502",
  P2012: "database.23502",
  "22P02": "database.22P02",
  P2007: "database.22P02",
  P2023: "database.22P02",
  PGRST116: "database.PGRST116",
  SESSION_EXPIRED: "database.PGRST116",
};

function dbCodeOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as { code?: unknown; meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown } } }; cause?: unknown };
  const candidates = [e.code, e.meta?.code, e.meta?.driverAdapterError?.cause?.originalCode];
  for (const c of candidates) if (typeof c === "string" && (c in DB_KEYS || /^\d{2}[0-9A-Z]{3}$/.test(c))) return c;
  return e.cause ? dbCodeOf(e.cause) : undefined;
}

export function isDatabaseError(error: unknown): boolean {
  return dbCodeOf(error) !== undefined;
}

/** Database errors by code; non-database errors use their message, or the generic one. */
export function databaseErrorMessage(error: unknown): ErrorMessage {
  const code = dbCodeOf(error);
  if (code) return { key: DB_KEYS[code] ?? "database.default" };
  const message = error instanceof Error ? error.message : undefined;
  return message ? { text: message } : { key: "codes.GENERIC" };
}

/** The best user-facing message for anything thrown. */
export function userMessageOf(error: unknown): ErrorMessage {
  if (error instanceof AppError) return error.userMessage;
  if (isDatabaseError(error)) return databaseErrorMessage(error);
  return messageFromText(error instanceof Error ? error.message : typeof error === "string" ? error : undefined);
}
