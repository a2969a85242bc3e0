"use client";

import { CarFront, Clock, Lightbulb, MapPin, Navigation, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { AccessModeIcon } from "@/features/access/ui";
import { useTripFormat } from "@/features/trip/ui";
import { arrivalTime, routeTips, SUGGESTED_DEPARTURES } from "../route-plan";
import { type SelectedProposal } from "@/features/proposal";

/** The route navigator: from where, how long and how much, by car, when to leave, and tips. */
export function RouteNavigator({ selected }: { selected: SelectedProposal }) {
  const t = useTranslations("hub.route");
  const tp = useTranslations("proposal");
  const fmt = useTripFormat();

  const gacha = selected.kind === "gacha" ? selected : null;
  const access = gacha?.selectedAccess;
  const car = gacha ? (access?.mode === "car" ? access : gacha.proposal.access.options.find((o) => o.mode === "car")) : null;
  const simple = selected.kind === "simple" ? selected.proposal : null;
  const mode = access?.mode ?? (selected.trip.hasCar ? "car" : "train");

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title={t("departure")} icon={<Navigation />} testId="route-departure">
        <p className="text-lg font-bold">{selected.trip.hub}</p>
        {gacha && gacha.proposal.access.origin.name !== selected.trip.hub ? (
          <p className="mt-1 text-sm text-sumi-soft">{t("routesFrom", { origin: gacha.proposal.access.origin.name })}</p>
        ) : null}
        <p className="mt-3 flex items-center gap-1 text-sm">
          <MapPin aria-hidden className="size-4 text-mood" /> {t("to", { destination: fmt.withAside(selected.proposal.name, selected.proposal.prefecture) })}
        </p>
      </Panel>

      <Panel title={t("chosen")} icon={<AccessModeIcon mode={mode} />} testId="route-chosen">
        {access ? (
          <>
            <p className="text-xs font-semibold text-mood">{tp(`access.modes.${access.mode}`)}</p>
            <p className="font-bold">{access.title}</p>
            <Facts duration={fmt.duration(access.durationMinutes)} cost={fmt.yenRange(access.fareMin, access.fareMax)} />
          </>
        ) : simple ? (
          <>
            <p className="font-bold">{simple.accessByTrain.route}</p>
            <Facts duration={simple.accessByTrain.duration} cost={simple.accessByTrain.cost} />
          </>
        ) : null}
      </Panel>

      <Panel title={t("car")} icon={<CarFront />} testId="route-car">
        {car ? (
          <>
            <p className="font-bold">{car.title}</p>
            <Facts duration={fmt.duration(car.durationMinutes)} cost={fmt.yenRange(car.fareMin, car.fareMax)} />
            <p className="mt-2 text-xs text-sumi-soft">{car.needsCar ? t("carRental") : t("carCostNote")}</p>
          </>
        ) : simple ? (
          <>
            <p className="font-bold">{simple.accessByCar.route}</p>
            <Facts duration={simple.accessByCar.duration} />
            <p className="mt-2 text-xs text-sumi-soft">{simple.accessByCar.notes}</p>
          </>
        ) : (
          <p className="text-sm text-sumi-soft">{t("noCar")}</p>
        )}
      </Panel>

      <Panel title={t("departures")} icon={<Clock />} testId="route-departures">
        <ul className="space-y-2">
          {SUGGESTED_DEPARTURES.map((time) => (
            <li key={time} className="flex items-center justify-between gap-3 rounded-2xl bg-washi px-4 py-3">
              <span className="text-xl font-bold tabular-nums">{time}</span>
              <span className="text-sm text-sumi-soft">
                {access ? t("arrives", { time: arrivalTime(time, access.durationMinutes) }) : t("leaveAt", { time })}
              </span>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title={t("tips")} icon={<Lightbulb />} testId="route-tips" className="md:col-span-2">
        <ul className="grid gap-2 sm:grid-cols-2">
          {routeTips(mode).map((tip) => (
            <li key={tip} className="rounded-2xl bg-washi px-4 py-3 text-sm">
              <p className="font-semibold">{t(`tipList.${tip}.title`)}</p>
              <p className="mt-0.5 text-sumi-soft">{t(`tipList.${tip}.body`)}</p>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

function Facts({ duration, cost }: { duration: string; cost?: string }) {
  const t = useTranslations("hub.route");
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm [&_dd]:whitespace-nowrap">
      <div className="inline-flex items-center gap-1">
        <dt className="sr-only">{t("duration")}</dt>
        <Clock aria-hidden className="size-4 text-mood" />
        <dd>{duration}</dd>
      </div>
      {cost ? (
        <div className="inline-flex items-center gap-1">
          <dt className="sr-only">{t("cost")}</dt>
          <Wallet aria-hidden className="size-4 text-mood" />
          <dd>{cost}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Panel({ title, icon, children, testId, className }: { title: string; icon: React.ReactNode; children: React.ReactNode; testId: string; className?: string }) {
  return (
    <section data-testid={testId} aria-label={title} className={`rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 ${className ?? ""}`}>
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-sumi-soft [&_svg]:size-4 [&_svg]:text-mood">
        {icon} {title}
      </h3>
      {children}
    </section>
  );
}
