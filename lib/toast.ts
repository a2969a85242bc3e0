"use client";

import { toast } from "sonner";
import type { Severity } from "./errors";

const CRITICAL_TOAST_DURATION_MS = 6000;

/** An error toast; critical errors stay 6000 ms instead of the default 4000 ms. */
export function toastError(message: string, severity: Severity = "error") {
  return toast.error(message, severity === "critical" ? { duration: CRITICAL_TOAST_DURATION_MS } : undefined);
}

export { toast };
