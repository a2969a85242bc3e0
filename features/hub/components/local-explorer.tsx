"use client";

import { AlertCircle, CalendarDays, CalendarOff, ChevronDown, ChevronUp, Clock, MapPin, RotateCcw, Star, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { bySeason, SPOT_CATEGORIES, visibleSpots, type LocalSpotView, type SpotCategory, type SpotGroup } from "../explorer/spots";

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; groups: SpotGroup[] };
type Settled = Exclude<Load, { state: "loading" }> & { key: string };
type Filter = "all" | SpotCategory;

/**
 * The local explorer: spots by category, three each until 'show n more'; only those on during the
 * trip's months, the others listed apart with when they are.
 */
export function LocalExplorer({ destinationRef, tripMonths }: { destinationRef: string; tripMonths: readonly number[] }) {
  const t = useTranslations("hub.explorer");
  const locale = useLocale();
  const [attempt, setAttempt] = React.useState(0);
  const [settled, setSettled] = React.useState<Settled | null>(null);
  const [filter, setFilter] = React.useState<Filter>("all");
  const key = `${destinationRef}:${locale}:${attempt}`;
  const load: Load = settled?.key === key ? settled : { state: "loading" };

  React.useEffect(() => {
    let current = true;
    const controller = new AbortController();
    fetch(`/api/destinations/${encodeURIComponent(destinationRef)}/spots?lang=${locale}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { ok?: boolean; groups?: SpotGroup[]; message?: string } | null;
        if (!current) return;
        if (response.ok && body?.ok && Array.isArray(body.groups)) setSettled({ key, state: "ready", groups: body.groups });
        else setSettled({ key, state: "error", message: body?.message || t("loadFailed") });
      })
      .catch(() => {
        if (current) setSettled({ key, state: "error", message: t("loadFailed") });
      });
    return () => {
      current = false;
      controller.abort();
    };
  }, [key, destinationRef, locale, t]);

  if (load.state === "loading") {
    return (
      <div role="status" aria-busy="true" aria-label={t("loading")} className="space-y-3">
        <Skeleton className="h-11 rounded-full" />
        <Skeleton className="h-28 rounded-3xl" />
        <Skeleton className="h-28 rounded-3xl" />
      </div>
    );
  }
  if (load.state === "error") {
    return (
      <div role="alert" data-testid="explorer-error" className="flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-line/60">
        <AlertCircle aria-hidden className="size-8 text-red-600" />
        <p className="font-medium">{load.message}</p>
        <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          <RotateCcw aria-hidden /> {t("retry")}
        </Button>
      </div>
    );
  }

  const seasonal = bySeason(load.groups, tripMonths);
  const counts = new Map(seasonal.groups.map((g) => [g.category, g.spots.length]));
  const groups = filter === "all" ? seasonal.groups.filter((g) => g.spots.length > 0) : seasonal.groups.filter((g) => g.category === filter);
  return (
    <div className="space-y-5">
      <div role="group" aria-label={t("filterLabel")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {(["all", ...SPOT_CATEGORIES] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            className={cn(
              "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
              filter === key ? "border-mood bg-mood text-mood-ink" : "border-line bg-white text-sumi hover:border-mood",
            )}
          >
            {key === "all" ? t("all") : t(`categories.${key}`)}
            <span className={cn("text-xs tabular-nums", filter === key ? "text-mood-ink/80" : "text-sumi-soft")}>
              {key === "all" ? seasonal.groups.reduce((n, g) => n + g.spots.length, 0) : (counts.get(key) ?? 0)}
            </span>
          </button>
        ))}
      </div>
      {groups.length === 0 || groups.every((g) => g.spots.length === 0) ? (
        <EmptyState icon={<MapPin />} title={t("empty")} className="bg-white" />
      ) : (
        groups.map((group) => <CategorySection key={group.category} group={group} />)
      )}
      {seasonal.offSeason.length ? (
        <section aria-labelledby="off-season-title" data-testid="spots-off-season" className="rounded-3xl bg-washi-deep/60 p-5">
          <h3 id="off-season-title" className="flex items-center gap-1.5 font-semibold">
            <CalendarOff aria-hidden className="size-4 text-sumi-soft" /> {t("offSeasonTitle")}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-sumi-soft">
            {seasonal.offSeason.map((s) => (
              <li key={s.id}>{t("offSeasonItem", { name: s.name, months: s.season ?? "" })}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function CategorySection({ group }: { group: SpotGroup }) {
  const t = useTranslations("hub.explorer");
  const [expanded, setExpanded] = React.useState(false);
  const { shown, hidden } = visibleSpots(group, expanded);
  const listId = `spots-${group.category}`;
  return (
    <section aria-labelledby={`${listId}-title`} data-testid={`spot-group-${group.category}`}>
      <h3 id={`${listId}-title`} className="mb-3 flex items-baseline gap-2 text-lg font-bold">
        {t(`categories.${group.category}`)} <span className="text-sm font-normal text-sumi-soft">{t("count", { count: group.spots.length })}</span>
      </h3>
      <ul id={listId} className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((spot) => (
          <SpotCard key={spot.id} spot={spot} />
        ))}
      </ul>
      {hidden > 0 ? (
        <Button variant="ghost" className="mt-2" aria-controls={listId} aria-expanded={false} onClick={() => setExpanded(true)}>
          <ChevronDown aria-hidden /> {t("showMore", { count: hidden })}
        </Button>
      ) : expanded && group.spots.length > 3 ? (
        <Button variant="ghost" className="mt-2" aria-controls={listId} aria-expanded onClick={() => setExpanded(false)}>
          <ChevronUp aria-hidden /> {t("showLess")}
        </Button>
      ) : null}
    </section>
  );
}

function SpotCard({ spot }: { spot: LocalSpotView }) {
  const t = useTranslations("hub.explorer");
  return (
    <li data-testid="spot" className="flex flex-col rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60">
      <p className="font-bold leading-snug">{spot.name}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-sumi-soft">
        {spot.rating !== null ? (
          <span className="inline-flex items-center gap-0.5">
            <Star aria-hidden className="size-3 fill-amber-400 text-amber-400" />
            <span className="sr-only">{t("rating")}</span> {spot.rating.toFixed(1)}
          </span>
        ) : null}
        {spot.priceRange ? (
          <span className="inline-flex items-center gap-0.5">
            <Wallet aria-hidden className="size-3" />
            <span className="sr-only">{t("price")}</span> {spot.priceRange}
          </span>
        ) : null}
        {spot.season ? (
          <span className="inline-flex items-center gap-0.5" data-testid="spot-season">
            <CalendarDays aria-hidden className="size-3" /> {spot.season}
          </span>
        ) : null}
        {spot.hours ? (
          <span className="inline-flex items-center gap-0.5" data-testid="spot-hours">
            <Clock aria-hidden className="size-3" /> {t("hours", { opens: spot.hours.opens, closes: spot.hours.closes })}
          </span>
        ) : null}
      </p>
      {spot.description ? <p className="mt-2 line-clamp-3 text-sm text-sumi-soft">{spot.description}</p> : null}
      {spot.address ? (
        <p className="mt-auto flex items-start gap-1 pt-3 text-xs text-sumi-soft">
          <MapPin aria-hidden className="mt-0.5 size-3 shrink-0" /> {spot.address}
        </p>
      ) : null}
    </li>
  );
}
