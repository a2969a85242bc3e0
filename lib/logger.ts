import pino from "pino";
import { currentRequestId } from "./request-context";

// Structured logs: one JSON line per event (pino), with the request's id when the line is
// written while serving one. Production keeps errors only unless LOG_LEVEL says otherwise.
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const configured = process.env.LOG_LEVEL as Level | undefined;
  if (configured && configured in ORDER) return ORDER[configured];
  return process.env.NODE_ENV === "production" ? ORDER.error : ORDER.debug;
}

const base = pino(
  {
    // The threshold is checked per call (LOG_LEVEL may change in tests); pino writes what passes.
    level: "debug",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  },
  // Through the process's stdout stream, so whatever captures it (a test, a process manager)
  // sees the lines.
  process.stdout,
);

function emit(level: Level, message: string, context?: unknown) {
  if (ORDER[level] < threshold()) return;
  if (context === undefined) base[level](message);
  else if (context && typeof context === "object" && !Array.isArray(context)) base[level](context as object, message);
  else base[level]({ context }, message);
}

export const logger = {
  debug: (m: string, c?: unknown) => emit("debug", m, c),
  info: (m: string, c?: unknown) => emit("info", m, c),
  warn: (m: string, c?: unknown) => emit("warn", m, c),
  error: (m: string, c?: unknown) => emit("error", m, c),
};

/** Log at the level that matches an error's severity. */
export function logBySeverity(severity: "info" | "warning" | "error" | "critical", message: string, context?: unknown) {
  const level: Level = severity === "info" ? "info" : severity === "warning" ? "warn" : "error";
  emit(level, message, context);
}
