"use client";

import { CalendarCheck, Compass, ListChecks, Map, RefreshCw, WifiOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { chosenTripStore } from "@/features/proposal";
import { storedBookingStore } from "@/features/booking";
import { localizedPath } from "@/i18n/locales";
import { useStoredValue } from "@/lib/use-stored-value";

/** After 'online', how often and how many times to ask whether the site answers again. */
const RECHECK_MS = 2000;
const RECHECKS = 15;

const PACK = [
  { href: "/proposal", icon: Compass, label: "proposal" },
  { href: "/booking-complete", icon: CalendarCheck, label: "bookingComplete" },
  { href: "/travel-hub", icon: Map, label: "hub" },
  { href: "/travel-concierge", icon: ListChecks, label: "concierge" },
] as const;

/**
 * What the service worker shows for a page it has not kept while there is no network: the
 * trip pages that do open offline, and a reload as soon as the connection is back.
 */
export function OfflineScreen({ pageNames }: { pageNames: Record<(typeof PACK)[number]["label"], string> }) {
  const t = useTranslations("offline");
  const locale = useLocale();
  const { value: trip } = useStoredValue(chosenTripStore);
  const { value: booking } = useStoredValue(storedBookingStore);

  React.useEffect(() => {
    // 'online' says a network is there, not that the site answers yet: ask the server first
    // (a plain fetch, which the worker leaves to the network), then reload; try again a few times.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const check = async () => {
      clearTimeout(timer);
      const answered = await fetch(window.location.href, { method: "HEAD", cache: "no-store", signal: AbortSignal.timeout(4000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (answered) window.location.reload();
      else if (++tries < RECHECKS) timer = setTimeout(check, RECHECK_MS);
    };
    const online = () => {
      tries = 0;
      void check();
    };
    window.addEventListener("online", online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, []);

  const pages = PACK.filter((page) => (page.href === "/booking-complete" ? booking : trip || booking));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center">
      <WifiOff aria-hidden className="size-12 text-sumi-soft" />
      <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-sumi-soft">{t("body")}</p>
      <Button variant="brand" className="mt-6 min-h-11" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        {t("retry")}
      </Button>
      <p className="mt-2 text-xs text-sumi-soft" role="status">
        {t("backOnline")}
      </p>
      <section aria-labelledby="offline-pack" className="mt-10 w-full rounded-3xl bg-white p-5 text-left shadow-soft">
        <h2 id="offline-pack" className="font-bold">
          {t("pack")}
        </h2>
        {pages.length ? (
          <ul className="mt-3 grid gap-2">
            {pages.map(({ href, icon: Icon, label }) => (
              <li key={href}>
                {/* Plain links: a full page load, which the worker answers from its cache. */}
                <a href={localizedPath(locale, href)} className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 hover:bg-washi focus-visible:outline-2">
                  <Icon aria-hidden className="size-5 text-mood" />
                  {pageNames[label]}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-sumi-soft">{t("packEmpty")}</p>
        )}
      </section>
    </div>
  );
}
