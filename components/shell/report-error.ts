"use client";

import type { Severity } from "@/lib/errors";

export interface ClientErrorReport {
  message: string;
  stack?: string;
  code?: string;
  severity: Severity;
  context?: Record<string, unknown>;
}

/** Sends an error log record to the server; failures are ignored (never loop on errors). */
export function reportClientError(report: ClientErrorReport) {
  try {
    const body = JSON.stringify({ ...report, url: window.location.href, timestamp: new Date().toISOString() });
    if (navigator.sendBeacon?.("/api/errors", new Blob([body], { type: "application/json" }))) return;
    void fetch("/api/errors", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => undefined);
  } catch {
    // ignore
  }
}
