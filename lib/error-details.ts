// What an error log keeps of anything thrown: its class, code, message and stack, and the chain
// of causes under it (an AppError wrapping a database error, say), each cause's stack appended
// the way Node prints them ("Caused by: ..."). Pure, so it can be tested without a database.

export interface ErrorCause {
  name: string;
  code?: string;
  message: string;
}

export interface ErrorDetails {
  /** The class (its name) of an Error; null for anything else thrown. */
  errorClass: string | null;
  code: string | null;
  message: string;
  stack: string | null;
  causes: ErrorCause[];
}

const MAX_CAUSES = 5;
const MAX_CAUSE_MESSAGE = 2000;

function codeOf(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const code = (value as { code?: unknown }).code;
  if (typeof code === "string" && code) return code.slice(0, 100);
  if (typeof code === "number") return String(code);
  return undefined;
}

function nameOf(value: unknown): string {
  if (value instanceof Error) return value.name || value.constructor?.name || "Error";
  if (value && typeof value === "object") return value.constructor?.name || "Object";
  return typeof value;
}

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string") return message;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

export function describeError(error: unknown): ErrorDetails {
  const isError = error instanceof Error;
  const message = messageOf(error);
  const stacks: string[] = isError ? [error.stack || `${nameOf(error)}: ${message}`] : [];
  const causes: ErrorCause[] = [];
  const seen = new Set<unknown>([error]);
  let next = isError ? error.cause : undefined;
  while (next !== undefined && next !== null && causes.length < MAX_CAUSES && !seen.has(next)) {
    seen.add(next);
    const name = nameOf(next);
    const causeMessage = messageOf(next);
    const code = codeOf(next);
    causes.push({ name, ...(code ? { code } : {}), message: causeMessage.slice(0, MAX_CAUSE_MESSAGE) });
    stacks.push(`Caused by: ${next instanceof Error && next.stack ? next.stack : `${name}: ${causeMessage}`}`);
    next = typeof next === "object" ? (next as { cause?: unknown }).cause : undefined;
  }
  return {
    errorClass: isError ? nameOf(error) : null,
    code: isError ? (codeOf(error) ?? null) : null,
    message,
    stack: stacks.length ? stacks.join("\n") : null,
    causes,
  };
}
