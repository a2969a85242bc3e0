"use client";

import "@/lib/zod-browser";
import "maplibre-gl/dist/maplibre-gl.css";
import type { Map as MapLibreMap, StyleSpecification } from "maplibre-gl";
import { useTranslations } from "next-intl";
import * as React from "react";
import { bounds, JAPAN_OUTLINE_URL, routeLine, type RouteMapProps } from "./route-map-types";
import { RouteMapSvg } from "./route-map-svg";

// The route on a MapLibre map. Its base is an outline of Japan served by the app itself
// (public/images/japan-outline.json), so it renders with no tiles and no network; raster tiles
// are added under it only when NEXT_PUBLIC_MAP_TILES_URL names a tile server. Without WebGL the
// same drawing is made as SVG.

const TILES = process.env.NEXT_PUBLIC_MAP_TILES_URL;

function style(line: [number, number][], color: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...(TILES ? { tiles: { type: "raster" as const, tiles: [TILES], tileSize: 256, attribution: "© OpenStreetMap contributors" } } : {}),
      // Absolute: the worker that loads it does not share the page's base address.
      japan: { type: "geojson", data: new URL(JAPAN_OUTLINE_URL, window.location.origin).href },
      route: { type: "geojson", data: { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: line } } },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#dbeaf0" } },
      ...(TILES ? [{ id: "tiles", type: "raster" as const, source: "tiles" }] : []),
      { id: "land", type: "fill", source: "japan", paint: { "fill-color": "#f6f1e7", "fill-opacity": TILES ? 0.35 : 1 } },
      { id: "coast", type: "line", source: "japan", paint: { "line-color": "#a8a29e", "line-width": 1 } },
      { id: "route-casing", type: "line", source: "route", layout: { "line-cap": "round", "line-join": "round" }, paint: { "line-color": "#ffffff", "line-width": 7 } },
      { id: "route", type: "line", source: "route", layout: { "line-cap": "round", "line-join": "round" }, paint: { "line-color": color, "line-width": 4 } },
    ],
  };
}

function marker(label: string, kind: "from" | "to"): HTMLElement {
  const el = document.createElement("div");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", label);
  el.className = "rounded-full border-2 border-white shadow-lift";
  el.style.cssText = `width:18px;height:18px;background:${kind === "from" ? "#1c1917" : "var(--color-mood, #c2410c)"}`;
  return el;
}

export function RouteMapCanvas(props: RouteMapProps) {
  const t = useTranslations("access.map");
  const box = React.useRef<HTMLDivElement>(null);
  const [failed, setFailed] = React.useState(false);
  // A string dependency: the parent passes new objects on every render.
  const key = JSON.stringify({ from: props.from, to: props.to, path: props.path });

  React.useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { from, to, path } = JSON.parse(key) as RouteMapProps;
    const line = routeLine({ from, to, path });
    let map: MapLibreMap | undefined;
    let cancelled = false;
    void import("maplibre-gl")
      .then(({ default: maplibregl }) => {
        if (cancelled) return;
        const color = getComputedStyle(el).getPropertyValue("--mood-primary").trim() || "#c2410c";
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        map = new maplibregl.Map({ container: el, style: style(line, color), bounds: bounds(line), fitBoundsOptions: { padding: 48, maxZoom: 11 }, attributionControl: false, fadeDuration: reduce ? 0 : 300 });
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
        new maplibregl.Marker({ element: marker(`${t("departure")}: ${from.name}`, "from") }).setLngLat([from.longitude, from.latitude]).addTo(map);
        new maplibregl.Marker({ element: marker(`${t("destination")}: ${to.name}`, "to") }).setLngLat([to.longitude, to.latitude]).addTo(map);
        map.on("load", () => el.setAttribute("data-map-ready", "true"));
      })
      .catch(() => setFailed(true)); // no WebGL (or the module failed): draw it as SVG
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [key, t]);

  if (failed) return <RouteMapSvg {...props} />;
  return (
    <figure className="m-0">
      <div ref={box} data-testid="route-map" className="h-64 overflow-hidden rounded-2xl ring-1 ring-line sm:h-72" role="region" aria-label={t("label", { origin: props.from.name, destination: props.to.name })} />
      <figcaption className="mt-1.5 text-xs text-sumi-soft">{t("outline")}</figcaption>
    </figure>
  );
}
