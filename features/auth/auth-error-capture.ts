import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Auth.js reports why a callback failed only to its logger; the callback route reads it back
// (per request) to tell the error page whether it was a PKCE, redirect or invalid-request problem.
const store = new AsyncLocalStorage<Error[]>();

export function captureAuthErrors<T>(fn: () => Promise<T>): Promise<{ result: T; errors: Error[] }> {
  const errors: Error[] = [];
  return store.run(errors, async () => ({ result: await fn(), errors }));
}

export function noteAuthError(error: Error) {
  store.getStore()?.push(error);
}

/** The messages of an error and its causes, newest first. */
export function errorMessages(error: unknown, depth = 0): string[] {
  if (!error || depth > 5) return [];
  if (error instanceof Error) return [error.message, ...errorMessages((error as { cause?: unknown }).cause, depth + 1)];
  if (typeof error === "object") {
    const o = error as { err?: unknown; message?: unknown; error_description?: unknown; error?: unknown };
    return [o.error_description, o.error, o.message]
      .filter((v): v is string => typeof v === "string")
      .concat(errorMessages(o.err, depth + 1));
  }
  return typeof error === "string" ? [error] : [];
}
