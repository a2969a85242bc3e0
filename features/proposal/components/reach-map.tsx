"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ProposalRequest } from "../schemas";
import type { ReachMapData } from "../reach-map";
import { BAND_COLORS, BAND_LIMITS, bandOf, withinLimit } from "./reach-map-bands";

// maplibre-gl loads only when the map is shown.
const Canvas = dynamic(() => import("./reach-map-canvas").then((m) => m.ReachMapCanvas), { ssr: false, loading: () => <Skeleton className="h-64 rounded-2xl" /> });

interface ReachMapProps {
  /** The departure and moods (a draw's body): the map is asked once per question, not per move of the control. */
  question: Pick<ProposalRequest, "moods" | "departure" | "hasCar">;
  /** The 'how far' limit in minutes, as the control stands. */
  limit: number;
}

/** The departure and every destination of the mood set as bands of travel time; places past the limit fade. */
export function ReachMap({ question, limit }: ReachMapProps) {
  const t = useTranslations("trip.reachMap");
  const td = useTranslations("trip.duration");
  const locale = useLocale();
  const [data, setData] = React.useState<ReachMapData | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [noWebGl, setNoWebGl] = React.useState(false);
  const key = JSON.stringify(question);

  React.useEffect(() => {
    let live = true;
    void fetch(`/api/proposal-reach?lang=${locale}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: key })
      .then((r) => (r.ok ? (r.json() as Promise<ReachMapData>) : null))
      .then((d) => live && (d?.ok ? setData(d) : setFailed(true)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [key, locale]);

  const onFail = React.useCallback(() => setNoWebGl(true), []);
  const time = limit % 60 ? td("hoursMinutes", { hours: Math.floor(limit / 60), minutes: limit % 60 }) : td("hours", { hours: limit / 60 });
  if (failed) return <p className="text-xs text-sumi-soft">{t("unavailable")}</p>;
  if (!data) return <Skeleton className="h-64 rounded-2xl" />;
  const label = t("label", { from: data.from.name });
  return (
    <figure className="m-0 space-y-2" data-testid="reach-map" data-limit={limit}>
      {noWebGl ? <ReachMapSvg data={data} limit={limit} label={label} /> : <Canvas data={data} limit={limit} label={label} onFail={onFail} />}
      <figcaption className="space-y-1 text-xs text-sumi-soft">
        <span className="block font-medium text-sumi" data-testid="reach-map-count" data-within={withinLimit(data.places, limit)} aria-live="polite">
          {t("within", { count: withinLimit(data.places, limit), total: data.places.length, time, from: data.from.name })}
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {BAND_COLORS.map((color, i) => (
            <span key={color} className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: color }} />
              {i < BAND_LIMITS.length ? t("band", { hours: BAND_LIMITS[i]! / 60 }) : t("bandBeyond")}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}

/** Without WebGL: the same points on a plain projection of longitude and latitude. */
function ReachMapSvg({ data, limit, label }: { data: ReachMapData; limit: number; label: string }) {
  const all = [data.from, ...data.places];
  const [minX, maxX] = [Math.min(...all.map((p) => p.longitude)), Math.max(...all.map((p) => p.longitude))];
  const [minY, maxY] = [Math.min(...all.map((p) => p.latitude)), Math.max(...all.map((p) => p.latitude))];
  const x = (lng: number) => 10 + ((lng - minX) / Math.max(0.01, maxX - minX)) * 380;
  const y = (lat: number) => 10 + ((maxY - lat) / Math.max(0.01, maxY - minY)) * 230;
  return (
    <svg viewBox="0 0 400 250" role="img" aria-label={label} className="h-64 w-full rounded-2xl bg-[#dbeaf0] ring-1 ring-line">
      {data.places.map((p) => (
        <circle key={p.id} cx={x(p.longitude)} cy={y(p.latitude)} r={4} fill={BAND_COLORS[bandOf(p.minutes)]} opacity={p.minutes !== null && p.minutes <= limit ? 1 : 0.18} stroke="#fff" />
      ))}
      <circle cx={x(data.from.longitude)} cy={y(data.from.latitude)} r={6} fill="#1c1917" stroke="#fff" strokeWidth={2} />
    </svg>
  );
}
