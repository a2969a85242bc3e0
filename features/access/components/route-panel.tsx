"use client";

import { Check, ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import type { AccessState } from "../use-access-info";
import type { AccessInfo, TransportOption } from "../types";
import { AccessModeIcon, Popularity, RouteFacts, StepList, TextList, WRAPPING_TAB, WRAPPING_TABS } from "./route-bits";

interface RoutePanelProps {
  state: AccessState;
  onRetry: () => void;
  /** Shows 'select this route' on each route when given. */
  onSelect?: (id: string) => void;
  selectedId?: string | null;
}

/** The enhanced route panel: recommended, all routes, alternatives. */
export function RoutePanel({ state, onRetry, onSelect, selectedId }: RoutePanelProps) {
  const t = useTranslations("access.panel");
  if (state.status === "loading") {
    return (
      <div data-testid="route-panel" className="rounded-2xl bg-washi p-4 text-sm text-sumi-soft">
        <Spinner label={t("loading")} className="[&>span:first-child]:size-4" />
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div data-testid="route-panel" role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm">
        {t("error")}{" "}
        <button type="button" onClick={onRetry} className="inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-2">
          {t("retry")}
        </button>
      </div>
    );
  }
  const { info } = state;
  if (!info.options.length) {
    return (
      <p data-testid="route-panel" className="rounded-2xl bg-washi p-4 text-sm text-sumi-soft">
        {t("empty")}
      </p>
    );
  }
  return (
    <section data-testid="route-panel" aria-label={t("title")} className="rounded-2xl bg-washi p-3 sm:p-4">
      <h3 className="mb-3 text-sm font-semibold">{t("title")}</h3>
      <Tabs defaultValue="recommended">
        <TabsList aria-label={t("title")} className={WRAPPING_TABS}>
          <TabsTrigger value="recommended" className={WRAPPING_TAB}>
            {t("tabs.recommended")}
          </TabsTrigger>
          <TabsTrigger value="all" className={WRAPPING_TAB}>
            {t("tabs.all")}
          </TabsTrigger>
          <TabsTrigger value="alternatives" className={WRAPPING_TAB}>
            {t("tabs.alternatives")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="recommended">
          <RouteCards info={info} ids={[info.recommendations.recommended]} onSelect={onSelect} selectedId={selectedId} />
        </TabsContent>
        <TabsContent value="all">
          <RouteCards info={info} ids={info.options.map((o) => o.id)} onSelect={onSelect} selectedId={selectedId} />
        </TabsContent>
        <TabsContent value="alternatives">
          <RouteCards
            info={info}
            ids={[info.recommendations.cheapest, info.recommendations.fastest, info.alternatives.comfort[0] ?? null]}
            labels={[t("cheapest"), t("fastest"), t("comfortable")]}
            onSelect={onSelect}
            selectedId={selectedId}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function RouteCards({ info, ids, labels, onSelect, selectedId }: { info: AccessInfo; ids: (string | null)[]; labels?: string[]; onSelect?: (id: string) => void; selectedId?: string | null }) {
  const t = useTranslations("access.panel");
  const cards = ids.map((id, i) => ({ option: info.options.find((o) => o.id === id), label: labels?.[i] })).filter((c): c is { option: TransportOption; label: string | undefined } => Boolean(c.option));
  if (!cards.length) return <p className="text-sm text-sumi-soft">{t("noData")}</p>;
  return (
    <ul className="space-y-2.5">
      {cards.map(({ option, label }, i) => (
        <RouteCard key={`${option.id}-${i}`} option={option} label={label} onSelect={onSelect} selected={option.id === selectedId} />
      ))}
    </ul>
  );
}

function RouteCard({ option, label, onSelect, selected }: { option: TransportOption; label?: string; onSelect?: (id: string) => void; selected: boolean }) {
  const t = useTranslations("access.panel");
  const td = useTranslations("access.detail");
  const [open, setOpen] = React.useState(false);
  const bodyId = React.useId();
  return (
    <li data-testid="panel-route" className={cn("rounded-2xl bg-white ring-1", selected ? "ring-2 ring-mood" : "ring-line")}>
      <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)} className="flex w-full items-start gap-3 p-3 text-left">
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-mood-soft text-mood">
          <AccessModeIcon mode={option.mode} className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          {label ? <Badge className="mb-1">{label}</Badge> : null}
          <span className="block text-sm font-semibold leading-snug">{option.title}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <RouteFacts option={option} />
            <Popularity value={option.popularity} />
          </span>
        </span>
        <span className="sr-only">{open ? t("collapse") : t("expand")}</span>
        <ChevronDown aria-hidden className={cn("mt-1 size-4 shrink-0 text-sumi-soft transition-transform motion-reduce:transition-none", open && "rotate-180")} />
      </button>
      {open ? (
        <div id={bodyId} className="space-y-3 border-t border-line px-3 pb-3 pt-3">
          <StepList steps={option.steps} />
          <TextList title={td("tips")} items={option.tips} tone="tip" />
        </div>
      ) : null}
      {onSelect ? (
        <div className="px-3 pb-3">
          <Button variant={selected ? "default" : "outline"} onClick={() => onSelect(option.id)} aria-pressed={selected}>
            {selected ? <Check aria-hidden /> : null}
            {selected ? t("selected") : t("select")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
