import type { MessageKey, MessageValues, TranslateIn } from "@/i18n/message-keys";

// The error catalogue (spec 02 §8, spec 01 §8): codes, HTTP and database mappings, severity and
// recoverability rules. Messages are message-file keys under `errors`, resolved in the
// request's language by the caller (`translateError`).

export type Severity = "info" | "warning" | "error" | "critical";

export const ERROR_CODES = [
  "NETWORK_ERROR",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION_ERROR",
  "RATE_LIMIT",
  "BAD_REQUEST",
  "SERVER_ERROR",
  "UNKNOWN_ERROR",
  "REQUEST_ERROR",
  "DATABASE_ERROR",
  "CONFIG_ERROR",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Booking (features/booking): what a booking request or a status change can end in.
export const BOOKING_ERROR_CODES = ["ACCOMMODATION_NOT_FOUND", "BOOKING_UNAVAILABLE", "BOOKING_NOT_PENDING"] as const;
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

export type ErrorKey = MessageKey<"errors">;

/**
 * A message to show: a key under `errors` (with values), a text that is already final, or a key of
 * the proposal's own messages, which its endpoints answer with (they recognise the error by code).
 */
export type ErrorMessage =
  | { key: ErrorKey; values?: MessageValues }
  | { text: string }
  | { namespace: "proposal.errors"; key: MessageKey<"proposal.errors"> };

export interface AppErrorInit {
  code?: ErrorCode | string;
  severity?: Severity;
  recoverable?: boolean;
  context?: Record<string, unknown>;
  userMessage?: ErrorMessage;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: string;
  readonly severity: Severity;
  readonly recoverable: boolean;
  readonly context: Record<string, unknown>;
  readonly userMessage: ErrorMessage;

  constructor(message: string, init: AppErrorInit = {}) {
    super(message, { cause: init.cause });
    this.name = "AppError";
    this.code = init.code ?? "UNKNOWN_ERROR";
    this.severity = deriveSeverity(message, init.severity);
    this.recoverable = isRecoverable(this.severity, init.recoverable);
    this.context = init.context ?? {};
    this.userMessage = init.userMessage ?? messageForCode(this.code) ?? messageFromText(message);
  }
}

/** An explicit severity wins; otherwise the message text decides. */
export function deriveSeverity(message: string, explicit?: Severity): Severity {
  if (explicit) return explicit;
  const m = message.toLowerCase();
  if (m.includes("network") || m.includes("fetch")) return "warning";
  if (m.includes("unauthorized") || m.includes("forbidden")) return "error";
  if (m.includes("internal") || m.includes("server error")) return "critical";
  return "error";
}

/** True if stated; otherwise only info and warning are recoverable. */
export function isRecoverable(severity: Severity, explicit?: boolean): boolean {
  if (typeof explicit === "boolean") return explicit;
  return severity === "info" || severity === "warning";
}

const CODE_KEYS: Record<string, ErrorKey> = {
  NETWORK_ERROR: "codes.NETWORK_ERROR",
  UNAUTHORIZED: "codes.UNAUTHORIZED",
  FORBIDDEN: "codes.FORBIDDEN",
  NOT_FOUND: "codes.NOT_FOUND",
  VALIDATION_ERROR: "codes.VALIDATION_ERROR",
  RATE_LIMIT: "codes.RATE_LIMIT",
  BAD_REQUEST: "codes.BAD_REQUEST",
  SERVER_ERROR: "codes.SERVER_ERROR",
  UNKNOWN_ERROR: "codes.UNKNOWN_ERROR",
  REQUEST_ERROR: "codes.REQUEST_ERROR",
};

export function messageForCode(code: string): ErrorMessage | undefined {
  const key = CODE_KEYS[code];
  return key ? { key } : undefined;
}

/** Fallback by message text: network, timeout, invalid/validation, else the raw text or generic. */
export function messageFromText(message: string | undefined | null): ErrorMessage {
  const m = (message ?? "").toLowerCase();
  if (m.includes("network")) return { key: "codes.NETWORK_ERROR" };
  if (m.includes("timeout") || m.includes("timed out")) return { key: "codes.TIMEOUT" };
  if (m.includes("invalid") || m.includes("validation")) return { key: "codes.INPUT_ERROR" };
  if (message && message.trim()) return { text: message };
  return { key: "codes.GENERIC" };
}

export interface HttpFailure {
  /** Absent when the request was sent and no response came back. */
  response?: { status: number; data?: { message?: string } | null };
  requestSent?: boolean;
  url?: string;
  message?: string;
}

/** HTTP status mapping (spec 02 §8). */
export function fromHttpFailure(failure: HttpFailure): AppError {
  const context = { url: failure.url, status: failure.response?.status, data: failure.response?.data ?? undefined };
  const res = failure.response;
  if (res) {
    const serverMessage = res.data?.message;
    switch (res.status) {
      case 400:
        return new AppError(serverMessage || "invalid request", {
          code: "BAD_REQUEST",
          severity: "warning",
          context,
          userMessage: serverMessage ? { text: serverMessage } : { key: "codes.BAD_REQUEST" },
        });
      case 401:
        return new AppError(serverMessage || "Unauthorized", { code: "UNAUTHORIZED", severity: "error", context });
      case 403:
        return new AppError(serverMessage || "Forbidden", { code: "FORBIDDEN", severity: "error", context });
      case 404:
        return new AppError(serverMessage || "Not found", { code: "NOT_FOUND", severity: "warning", context });
      case 429:
        return new AppError(serverMessage || "Too many requests", { code: "RATE_LIMIT", severity: "warning", recoverable: true, context });
      case 500:
      case 502:
      case 503:
        return new AppError(serverMessage || "Server error", { code: "SERVER_ERROR", severity: "critical", context });
      default:
        return new AppError(serverMessage || `HTTP ${res.status}`, { code: "UNKNOWN_ERROR", context });
    }
  }
  if (failure.requestSent) {
    return new AppError(failure.message || "Network error", { code: "NETWORK_ERROR", severity: "warning", recoverable: true, context });
  }
  return new AppError(failure.message || "Request error", { code: "REQUEST_ERROR", severity: "error", context });
}

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

/**
 * Resolves an ErrorMessage with a translator bound to the `errors` namespace. A proposal message
 * reaching here was not answered by its endpoint: it gets the generic text.
 */
export function translateError(message: ErrorMessage, t: TranslateIn<"errors">): string {
  if ("text" in message) return message.text;
  if ("namespace" in message) return t("codes.GENERIC");
  return t(message.key, message.values);
}

export const SEVERITY_COLORS: Record<Severity, string> = {
  info: "blue",
  warning: "orange",
  error: "red",
  critical: "purple",
};
