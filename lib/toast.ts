"use client";

import type { ExternalToast } from "sonner";
import type { Severity } from "./errors";

// Toasts are rare on a page, so sonner (with the toaster that shows them) loads with the first
// one instead of with every page. The toaster replays toasts made before it subscribed.

const CRITICAL_TOAST_DURATION_MS = 6000;
/** Fired on the first toast; the app's lazy toaster (components/shell/lazy-toaster.tsx) mounts on it. */
export const TOAST_WANTED_EVENT = "tabigacha:toast-wanted";

type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];
let sonner: Promise<Sonner> | null = null;

/** Whether a toast was asked for already (before the toaster listened for the event). */
export function toastWanted() {
  return sonner !== null;
}

function withSonner(show: (api: Sonner["toast"]) => void) {
  if (!sonner) {
    sonner = import("sonner");
    window.dispatchEvent(new Event(TOAST_WANTED_EVENT));
  }
  void sonner.then((module) => show(module.toast));
}

function kind(name: "success" | "error" | "info" | "warning") {
  return (message: Message, options?: ExternalToast) => withSonner((api) => api[name](message, options));
}

/** sonner's toast, loaded on first use: toast(), .success, .error, .info, .warning, .dismiss. */
export const toast = Object.assign((message: Message, options?: ExternalToast) => withSonner((api) => api(message, options)), {
  success: kind("success"),
  error: kind("error"),
  info: kind("info"),
  warning: kind("warning"),
  dismiss: (id?: string | number) => {
    if (sonner) withSonner((api) => api.dismiss(id));
  },
});

/** An error toast; critical errors stay 6000 ms instead of the default 4000 ms. */
export function toastError(message: string, severity: Severity = "error") {
  toast.error(message, severity === "critical" ? { duration: CRITICAL_TOAST_DURATION_MS } : undefined);
}
