import { AppError } from "./app-error";

// An HTTP failure (a response with a status, or none) as an AppError with the catalogue's code,
// severity and message.

export interface HttpFailure {
  /** Absent when the request was sent and no response came back. */
  response?: { status: number; data?: { message?: string } | null };
  requestSent?: boolean;
  url?: string;
  message?: string;
}

/** HTTP status mapping: code, severity and recoverability by status (docs/product-rules.md#error-handling). */
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
