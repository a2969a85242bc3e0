// Console logging that is muted in production except for errors, unless LOG_LEVEL says otherwise.
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const configured = process.env.LOG_LEVEL as Level | undefined;
  if (configured && configured in ORDER) return ORDER[configured];
  return process.env.NODE_ENV === "production" ? ORDER.error : ORDER.debug;
}

function emit(level: Level, message: string, context?: unknown) {
  if (ORDER[level] < threshold()) return;
  const line = context === undefined ? [message] : [message, context];
  (level === "debug" ? console.debug : console[level])(`[${level}]`, ...line);
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
