import { AppError, type Severity } from "../errors";

// Errors of the AI text service. `code` is ours (what the caller should tell the user); for an
// error answered by the service, `status`, `apiCode` and `type` are what the service said.
export type AiErrorCode =
  | "AI_NOT_CONFIGURED"
  | "AI_OFFLINE"
  | "AI_TIMEOUT"
  | "RATE_LIMIT"
  | "AI_UPSTREAM"
  | "NETWORK_ERROR"
  | "AI_BAD_RESPONSE"
  | "AI_ABORTED";

export class AiError extends AppError {
  declare readonly code: AiErrorCode;
  /** HTTP status of the service's answer, when there was one. */
  readonly status?: number;
  /** The service's own error code, e.g. "rate_limit_exceeded". */
  readonly apiCode?: string | null;
  /** The service's error type, e.g. "server_error". */
  readonly type?: string;

  constructor(code: AiErrorCode, message: string, init: { status?: number; apiCode?: string | null; type?: string; cause?: unknown; severity?: Severity } = {}) {
    super(message, {
      code,
      severity: init.severity ?? SEVERITY[code],
      recoverable: code !== "AI_NOT_CONFIGURED" && code !== "AI_OFFLINE",
      context: { status: init.status, apiCode: init.apiCode, type: init.type },
      cause: init.cause,
    });
    this.name = "AiError";
    this.status = init.status;
    this.apiCode = init.apiCode;
    this.type = init.type;
  }
}

const SEVERITY: Record<AiErrorCode, Severity> = {
  AI_NOT_CONFIGURED: "warning",
  AI_OFFLINE: "info",
  AI_TIMEOUT: "warning",
  RATE_LIMIT: "warning",
  AI_UPSTREAM: "error",
  NETWORK_ERROR: "warning",
  AI_BAD_RESPONSE: "warning",
  AI_ABORTED: "info",
};

export function isAiError(error: unknown): error is AiError {
  return error instanceof AiError;
}
