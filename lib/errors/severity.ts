// How bad an error is, and whether the person can try again: an explicit severity wins, otherwise
// the message text decides; only info and warning are recoverable unless said otherwise.

export type Severity = "info" | "warning" | "error" | "critical";

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
