"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { chosenTripStore } from "@/features/proposal";
import { storedBookingStore } from "@/features/booking";
import { toast } from "@/lib/toast";
import { SW_URL } from "@/lib/pwa/constants";
import { keepTripPack } from "../trip-pack";

/** Off in development (the worker would keep stale pages while editing) and where unsupported. */
function workerWanted() {
  return process.env.NODE_ENV === "production" && typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/**
 * Registers the service worker (lib/pwa/sw.ts), asks before a new version takes over, and keeps
 * the trip pack up to date. Renders nothing; loads @serwist/window only after the page is up.
 */
export function ServiceWorker() {
  const t = useTranslations("pwa.update");
  const locale = useLocale();

  React.useEffect(() => {
    if (!workerWanted()) return;
    let stopped = false;
    const unsubscribe: Array<() => void> = [];
    void (async () => {
      const { Serwist } = await import("@serwist/window");
      if (stopped) return;
      const worker = new Serwist(SW_URL, { scope: "/", type: "module" });
      worker.addEventListener("waiting", () => {
        toast(t("title"), {
          id: "sw-update",
          description: t("body"),
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: t("reload"),
            onClick: () => {
              // Reload once the new version controls this page, not before (it would load the old one).
              navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
              worker.messageSkipWaiting();
            },
          },
          cancel: { label: t("later"), onClick: () => undefined },
        });
      });
      await worker.register();
      await navigator.serviceWorker.ready;
      if (stopped) return;
      const pack = () => void keepTripPack(locale);
      pack();
      unsubscribe.push(chosenTripStore.subscribe(pack), storedBookingStore.subscribe(pack));
      window.addEventListener("online", pack);
      unsubscribe.push(() => window.removeEventListener("online", pack));
    })().catch(() => undefined);
    return () => {
      stopped = true;
      unsubscribe.forEach((stop) => stop());
    };
  }, [t, locale]);

  return null;
}
