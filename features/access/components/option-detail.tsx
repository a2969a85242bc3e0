"use client";

import { CalendarDays, List, Map as MapIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTripFormat } from "@/features/trip/ui";
import { joinNames } from "../join-names";
import type { AccessInfo, TransportOption } from "../types";
import { AccessModeIcon, Popularity, RouteFacts, StepList, TextList, WRAPPING_TAB, WRAPPING_TABS } from "./route-bits";
import { RouteMap } from "./route-map";

/** The right side of the modal: a train's route view, or the step guide of a bus, car or walk. */
export function OptionDetail({ option, info }: { option: TransportOption; info: AccessInfo }) {
  const t = useTranslations("access");
  return (
    <article data-testid="option-detail" aria-labelledby={`detail-${option.id}`} className="space-y-4">
      <header className="flex items-start gap-3">
        <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-mood text-mood-ink">
          <AccessModeIcon mode={option.mode} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`detail-${option.id}`} className="font-semibold leading-snug">
            {option.title}
          </h3>
          <p className="mt-0.5 text-xs text-sumi-soft">
            {option.route}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <RouteFacts option={option} />
            <Popularity value={option.popularity} />
            {option.routeType ? <Badge>{t(`routeTypes.${option.routeType}`)}</Badge> : null}
            {option.estimate ? <Badge className="bg-amber-100 text-amber-900">{t("modal.estimate")}</Badge> : null}
            {option.mode === "car" ? <Badge className={option.needsCar ? "bg-amber-100 text-amber-900" : ""}>{option.needsCar ? t("detail.needsCar") : t("detail.yourCar")}</Badge> : null}
          </div>
        </div>
      </header>
      {option.mode === "train" ? <TrainRouteView option={option} info={info} /> : <StepGuide option={option} />}
    </article>
  );
}

function TrainRouteView({ option, info }: { option: TransportOption; info: AccessInfo }) {
  const t = useTranslations("access.train");
  return (
    <Tabs defaultValue="routes">
      <TabsList aria-label={option.title} className={WRAPPING_TABS}>
        <TabsTrigger value="routes" className={WRAPPING_TAB}>
          <List aria-hidden /> {t("tabs.routes")}
        </TabsTrigger>
        <TabsTrigger value="map" className={WRAPPING_TAB}>
          <MapIcon aria-hidden /> {t("tabs.map")}
        </TabsTrigger>
        <TabsTrigger value="schedule" className={WRAPPING_TAB}>
          <CalendarDays aria-hidden /> {t("tabs.schedule")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="routes" className="space-y-4">
        <StepList steps={option.steps} testId="route-steps" />
        <Notes option={option} />
      </TabsContent>
      <TabsContent value="map">
        <RouteMap from={{ ...info.from }} to={{ latitude: info.destination.latitude, longitude: info.destination.longitude, name: info.destination.station }} path={option.path} />
      </TabsContent>
      <TabsContent value="schedule">
        <Schedule option={option} />
      </TabsContent>
    </Tabs>
  );
}

function Schedule({ option }: { option: TransportOption }) {
  const t = useTranslations("access.train");
  const fmt = useTripFormat();
  const s = option.schedule;
  const rows = s
    ? ([
        [t("weekday"), s.weekday],
        [t("weekend"), s.weekend],
        [t("frequency"), s.frequency],
        [t("lastTrain"), s.lastTrain],
      ] as const).filter(([, v]) => v)
    : [];
  return (
    <div className="space-y-4" data-testid="schedule">
      {rows.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-sumi-soft">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-sumi-soft">{t("noSchedule")}</p>
      )}
      {s?.sampleTimes.length ? (
        <div>
          <p className="mb-1.5 text-xs font-semibold text-sumi-soft">{t("samples")}</p>
          <ul className="flex flex-wrap gap-2">
            {s.sampleTimes.map((x, i) => (
              <li key={i} className="rounded-xl bg-washi-deep px-3 py-1.5 text-sm">
                {x.label ? <span className="mr-1.5 text-xs text-sumi-soft">{x.label}</span> : null}
                {t("departs", { time: x.departure })} → {t("arrives", { time: x.arrival })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <p className="mb-1.5 text-xs font-semibold text-sumi-soft">{t("fares")}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="fares">
          <div className="rounded-xl bg-white p-3 ring-1 ring-line">
            <dt className="text-xs text-sumi-soft">{t("regular")}</dt>
            <dd className="whitespace-nowrap text-lg font-semibold">{fmt.yen(option.regularFare)}</dd>
          </div>
          <div className="rounded-xl bg-mood-soft p-3">
            <dt className="text-xs text-mood-deep">{t("discounted")}</dt>
            <dd className="whitespace-nowrap text-lg font-semibold">{fmt.yen(option.discountedFare)}</dd>
          </div>
        </dl>
        <p className="mt-1 text-xs text-sumi-soft">{option.discountedFare < option.regularFare * 0.85 ? t("passNote") : t("discountNote")}</p>
      </div>
    </div>
  );
}

function StepGuide({ option }: { option: TransportOption }) {
  const t = useTranslations("access.detail");
  const fmt = useTripFormat();
  return (
    <div className="space-y-4">
      <section aria-label={t("steps")}>
        <p className="mb-1.5 text-xs font-semibold text-sumi-soft">{t("steps")}</p>
        <StepList steps={option.steps} testId="step-guide" />
      </section>
      <section aria-label={t("costRange")} data-testid="cost-range">
        <p className="mb-1.5 text-xs font-semibold text-sumi-soft">{t("costRange")}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-xl bg-white p-3 ring-1 ring-line">
            <dt className="text-xs text-sumi-soft">{t("cheapest")}</dt>
            <dd className="whitespace-nowrap text-lg font-semibold">{fmt.yen(option.costMin)}</dd>
          </div>
          <div className="rounded-xl bg-white p-3 ring-1 ring-line">
            <dt className="text-xs text-sumi-soft">{t("highest")}</dt>
            <dd className="whitespace-nowrap text-lg font-semibold">{fmt.yen(option.costMax)}</dd>
          </div>
        </dl>
      </section>
      <Notes option={option} />
    </div>
  );
}

function Notes({ option }: { option: TransportOption }) {
  const t = useTranslations("access.detail");
  const locale = useLocale();
  return (
    <div className="space-y-3">
      {option.notes ? (
        <div>
          <p className="mb-1 text-xs font-semibold text-sumi-soft">{t("notes")}</p>
          <p className="rounded-xl bg-washi-deep px-3 py-2 text-sm leading-relaxed">{option.notes}</p>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextList title={t("pros")} items={option.pros} tone="good" />
        <TextList title={t("cons")} items={option.cons} tone="warn" />
      </div>
      <TextList title={t("tips")} items={option.tips} tone="tip" />
      {option.companies.length ? (
        <p className="text-xs text-sumi-soft">
          {t("operators")}: <span>{joinNames(option.companies, locale)}</span>
        </p>
      ) : null}
    </div>
  );
}
