import { chosenTripStore } from "@/features/proposal";
import { storedBookingStore } from "@/features/booking";
import { toast } from "@/lib/toast";
import type { Locale } from "@/i18n/locales";
import { SW_URL } from "@/lib/pwa/constants";
import { keepTripPack } from "./trip-pack";

export interface UpdateTexts {
  title: string;
  body: string;
  reload: string;
  later: string;
}

/**
 * Registers the service worker (lib/pwa/sw.ts), asks before a new version takes over, and keeps
 * the trip pack up to date. Loaded by the ServiceWorker component once the page is up, so none of
 * this (nor the stores it watches) weighs on the first load. Returns a stop function.
 */
export function startServiceWorker(locale: Locale, texts: UpdateTexts): () => void {
  let stopped = false;
  const unsubscribe: Array<() => void> = [];
  void (async () => {
    const { Serwist } = await import("@serwist/window");
    if (stopped) return;
    const worker = new Serwist(SW_URL, { scope: "/", type: "module" });
    worker.addEventListener("waiting", () => {
      toast(texts.title, {
        id: "sw-update",
        description: texts.body,
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: texts.reload,
          onClick: () => {
            // Reload once the new version controls this page, not before (it would load the old one).
            navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
            worker.messageSkipWaiting();
          },
        },
        cancel: { label: texts.later, onClick: () => undefined },
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
}
