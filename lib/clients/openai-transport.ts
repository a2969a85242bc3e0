import "server-only";
import OpenAI from "openai";
import { AiError } from "./ai-error";
import { AI_RETRY, retryDelayMs } from "./ai-settings";

// Timeouts, retries and error mapping around the SDK's calls.

export const AI_TIMEOUT_MESSAGE = "リクエストがタイムアウトしました";

/** An abort signal for one attempt: the caller's signal, or our deadline, whichever comes first. */
export function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onOuter = () => controller.abort();
  outer?.addEventListener("abort", onOuter, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    /** Restarts the clock (streams: a chunk arrived). */
    touch() {
      timer.refresh();
    },
    abort: () => controller.abort(),
    done() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuter);
    },
  };
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new AiError("AI_ABORTED", "Request aborted"));
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new AiError("AI_ABORTED", "Request aborted"));
    }, { once: true });
  });
}

/** Maps anything the SDK throws to an AiError carrying status, message, code and type. */
export function toAiError(error: unknown, timedOut = false): AiError {
  if (error instanceof AiError) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiError("AI_TIMEOUT", AI_TIMEOUT_MESSAGE, { cause: error });
  }
  if (error instanceof OpenAI.APIUserAbortError) return new AiError("AI_ABORTED", "Request aborted", { cause: error });
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiError("NETWORK_ERROR", `Network error: ${error.message}`, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const init = { status: error.status, apiCode: error.code, type: error.type, cause: error };
    if (error.status === 429) return new AiError("RATE_LIMIT", error.message || "Too many requests", init);
    return new AiError("AI_UPSTREAM", error.message || `HTTP ${error.status}`, {
      ...init,
      severity: error.status && error.status >= 500 ? "critical" : "error",
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AiError("AI_UPSTREAM", message, { cause: error });
}

/** One attempt per call of `attempt`; a 429 is retried (3 attempts in all, 1 s then 2 s). */
export async function withRetry<T>(
  options: { signal?: AbortSignal; retryBaseDelayMs?: number },
  timeoutMs: number,
  attempt: (signal: AbortSignal, touch: () => void) => Promise<T>,
): Promise<T> {
  for (let n = 1; ; n++) {
    const d = deadline(timeoutMs, options.signal);
    try {
      return await attempt(d.signal, d.touch);
    } catch (raw) {
      const error = toAiError(raw, d.timedOut);
      if (error.code === "RATE_LIMIT" && error.status === 429 && n < AI_RETRY.attempts) {
        await sleep(retryDelayMs(n, options.retryBaseDelayMs), options.signal);
        continue;
      }
      throw error;
    } finally {
      d.done();
    }
  }
}

