// The app's error: a code from the catalogue, a severity, whether it can be retried, and the
// message to show — a key under `errors` in the message files, resolved in the request's
// language by the caller (`translateError`), or a text that is already final.
import type { MessageKey, MessageValues, TranslateIn } from "@/i18n/message-keys";
import { deriveSeverity, isRecoverable, type Severity } from "./severity";

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

export type ErrorKey = MessageKey<"errors">;

/**
 * A message to show: a key under `errors` (with values), a text that is already final, or a key of
 * the proposal's own messages, which its endpoints answer with (they recognise the error by code).
 */
export type ErrorMessage =
  | { key: ErrorKey; values?: MessageValues }
  | { text: string }
  | { namespace: "proposal.errors"; key: MessageKey<"proposal.errors">; values?: MessageValues };

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

/**
 * Resolves an ErrorMessage with a translator bound to the `errors` namespace. A proposal message
 * reaching here was not answered by its endpoint: it gets the generic text.
 */
export function translateError(message: ErrorMessage, t: TranslateIn<"errors">): string {
  if ("text" in message) return message.text;
  if ("namespace" in message) return t("codes.GENERIC");
  return t(message.key, message.values);
}
