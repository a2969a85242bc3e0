"use client";

import { AlertCircle, BedDouble, MapPin, RotateCcw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import { stayPath } from "@/lib/stay-path";
import type { NearbyStay } from "../nearby";
import { InLang } from "@/components/ui/in-lang";

type Load = { state: "loading" } | { state: "ready"; stays: NearbyStay[] } | { state: "error"; message: string };

/** 'Other stays nearby': the database's nearest stays to the trip's destination, the chosen one left out. */
export function NearbyStays({ destinationId, exclude }: { destinationId: string; exclude: string | null }) {
  const t = useTranslations("hub.nearby");
  const tt = useTranslations("proposal.accommodationTypes");
  const locale = useLocale();
  const [attempt, setAttempt] = React.useState(0);
  const key = `${destinationId}:${exclude}:${locale}:${attempt}`;
  const [settled, setSettled] = React.useState<(Load & { key: string }) | null>(null);
  const load: Load = settled?.key === key ? settled : { state: "loading" };
  const yen = React.useMemo(() => new Intl.NumberFormat(locale), [locale]);

  React.useEffect(() => {
    let current = true;
    const controller = new AbortController();
    const query = new URLSearchParams({ lang: locale, ...(exclude ? { exclude } : {}) });
    fetch(`/api/destinations/${encodeURIComponent(destinationId)}/nearby-stays?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { ok?: boolean; stays?: NearbyStay[]; message?: string } | null;
        if (!current) return;
        if (response.ok && body?.ok && Array.isArray(body.stays)) setSettled({ key, state: "ready", stays: body.stays });
        else setSettled({ key, state: "error", message: body?.message || t("loadFailed") });
      })
      .catch(() => {
        if (current) setSettled({ key, state: "error", message: t("loadFailed") });
      });
    return () => {
      current = false;
      controller.abort();
    };
  }, [key, destinationId, exclude, locale, t]);

  return (
    <section aria-labelledby="nearby-stays-title" data-testid="nearby-stays" className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60">
      <h3 id="nearby-stays-title" className="flex items-center gap-2 font-bold">
        <BedDouble aria-hidden className="size-5 text-mood" /> {t("title")}
      </h3>
      <p className="mt-1 text-xs text-sumi-soft">{t("lead")}</p>
      {load.state === "loading" ? (
        <div role="status" aria-busy="true" aria-label={t("loading")} className="mt-3 space-y-2">
          <Skeleton className="h-14 rounded-2xl" />
          <Skeleton className="h-14 rounded-2xl" />
        </div>
      ) : load.state === "error" ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <AlertCircle aria-hidden className="size-5 text-red-600" />
          <span>{load.message}</span>
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            <RotateCcw aria-hidden /> {t("retry")}
          </Button>
        </div>
      ) : load.stays.length === 0 ? (
        <p className="mt-3 text-sm text-sumi-soft" data-testid="nearby-stays-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {load.stays.map((s) => (
            <li key={s.id} data-testid="nearby-stay">
              <Link href={stayPath(s.slug)} className="flex min-h-14 items-center gap-3 py-2.5 hover:text-mood-deep">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium leading-snug"><InLang text={s.name} /></span>
                  <span className="block text-xs text-sumi-soft">
                    {tt(s.type as never)} · <InLang text={s.area} />
                  </span>
                </span>
                <span className="shrink-0 text-right text-xs">
                  <span className="block whitespace-nowrap font-semibold tabular-nums">{t("price", { min: yen.format(s.pricePerNightMin) })}</span>
                  <span className="inline-flex items-center gap-0.5 whitespace-nowrap text-sumi-soft">
                    <MapPin aria-hidden className="size-3" />
                    {t("distance", { km: s.distanceKm })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
