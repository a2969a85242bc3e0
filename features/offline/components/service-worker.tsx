"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";

/** Off in development (the worker would keep stale pages while editing) and where unsupported. */
function workerWanted() {
  return process.env.NODE_ENV === "production" && typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/** After the page has loaded and the browser is idle (at most 3 s later). */
function whenPageIsUp(run: () => void): () => void {
  // Safari has no requestIdleCallback.
  const idleSupported = typeof window.requestIdleCallback === "function";
  let idle: number | undefined;
  const schedule = () => {
    idle = idleSupported ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (idleSupported) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The service worker's registration, update prompt and trip pack (../service-worker-runtime.ts),
 * loaded only once the page is up. Renders nothing.
 */
export function ServiceWorker() {
  const t = useTranslations("pwa.update");
  const locale = useLocale();

  React.useEffect(() => {
    if (!workerWanted()) return;
    const texts = { title: t("title"), body: t("body"), reload: t("reload"), later: t("later") };
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = whenPageIsUp(() => {
      void import("../service-worker-runtime").then(({ startServiceWorker }) => {
        if (!cancelled) stop = startServiceWorker(locale, texts);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [t, locale]);

  return null;
}
