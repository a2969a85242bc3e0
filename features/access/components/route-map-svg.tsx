"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { bounds, JAPAN_OUTLINE_URL, routeLine, type RouteMapProps } from "./route-map-types";

// The same map as plain SVG (no WebGL): the outline of Japan, the route and both ends, in an
// equirectangular projection around the route.

type Ring = [number, number][];

export function RouteMapSvg(props: RouteMapProps) {
  const t = useTranslations("access.map");
  const [rings, setRings] = React.useState<Ring[]>([]);
  React.useEffect(() => {
    let live = true;
    void fetch(JAPAN_OUTLINE_URL)
      .then((r) => r.json())
      .then((g: { features: { geometry: { type: string; coordinates: unknown } }[] }) => {
        const out: Ring[] = [];
        for (const f of g.features) {
          const polys = (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
          for (const p of polys) out.push(p[0]);
        }
        if (live) setRings(out);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const line = routeLine(props);
  const [[w, s], [e, n]] = bounds(line);
  const pad = Math.max(0.3, (e - w) * 0.25, (n - s) * 0.25);
  const box = { w: w - pad, e: e + pad, s: s - pad, n: n + pad };
  const k = Math.cos(((box.n + box.s) / 2) * (Math.PI / 180));
  const W = 600;
  const H = Math.max(240, Math.min(420, (W * (box.n - box.s)) / ((box.e - box.w) * k)));
  const x = (lng: number) => ((lng - box.w) / (box.e - box.w)) * W;
  const y = (lat: number) => ((box.n - lat) / (box.n - box.s)) * H;
  const d = (pts: Ring) => pts.map(([lng, lat], i) => `${i ? "L" : "M"}${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join("");
  return (
    <figure className="m-0">
      <svg data-testid="route-map" viewBox={`0 0 ${W} ${H.toFixed(0)}`} role="img" aria-label={t("label", { origin: props.from.name, destination: props.to.name })} className="h-64 w-full rounded-2xl bg-[#dbeaf0] ring-1 ring-line sm:h-72" preserveAspectRatio="xMidYMid slice">
        {rings.map((r, i) => (
          <path key={i} d={`${d(r)}Z`} fill="#f6f1e7" stroke="#a8a29e" strokeWidth={1} />
        ))}
        <path d={d(line)} fill="none" stroke="#fff" strokeWidth={7} strokeLinecap="round" strokeLinejoin="round" />
        <path d={d(line)} fill="none" className="stroke-mood" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
        <circle cx={x(props.from.longitude)} cy={y(props.from.latitude)} r={8} fill="#1c1917" stroke="#fff" strokeWidth={2} />
        <circle cx={x(props.to.longitude)} cy={y(props.to.latitude)} r={8} className="fill-mood" stroke="#fff" strokeWidth={2} />
      </svg>
      <figcaption className="mt-1.5 text-xs text-sumi-soft">{t("outline")}</figcaption>
    </figure>
  );
}
