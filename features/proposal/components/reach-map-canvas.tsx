"use client";

import "@/lib/zod-browser";
import "maplibre-gl/dist/maplibre-gl.css";
import type { Map as MapLibreMap, StyleSpecification } from "maplibre-gl";
import * as React from "react";
import type { ReachMapData } from "../reach-map";
import { BAND_COLORS, bandOf } from "./reach-map-bands";

// The reach map on MapLibre, on the app's own outline of Japan (no tiles, no network), as the
// access dialog's route map. The limit only changes paint properties: no new data, no request.

const OUTLINE_URL = "/images/japan-outline.json";

function geojson(data: ReachMapData) {
  return {
    type: "FeatureCollection" as const,
    features: data.places.map((p) => ({
      type: "Feature" as const,
      properties: { minutes: p.minutes ?? 100_000, band: bandOf(p.minutes), name: p.name },
      geometry: { type: "Point" as const, coordinates: [p.longitude, p.latitude] },
    })),
  };
}

function style(data: ReachMapData, limit: number): StyleSpecification {
  return {
    version: 8,
    sources: {
      japan: { type: "geojson", data: new URL(OUTLINE_URL, window.location.origin).href },
      places: { type: "geojson", data: geojson(data) },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#dbeaf0" } },
      { id: "land", type: "fill", source: "japan", paint: { "fill-color": "#f6f1e7" } },
      { id: "coast", type: "line", source: "japan", paint: { "line-color": "#a8a29e", "line-width": 1 } },
      {
        id: "places",
        type: "circle",
        source: "places",
        paint: {
          "circle-radius": 5,
          "circle-color": ["match", ["get", "band"], 0, BAND_COLORS[0], 1, BAND_COLORS[1], 2, BAND_COLORS[2], 3, BAND_COLORS[3], 4, BAND_COLORS[4], BAND_COLORS[5]],
          "circle-opacity": opacity(limit),
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 1,
        },
      },
    ],
  };
}

/** Places within the limit in full colour, the rest faded. */
function opacity(limit: number) {
  return ["case", ["<=", ["get", "minutes"], limit], 1, 0.18] as never;
}

export function ReachMapCanvas({ data, limit, label, onFail }: { data: ReachMapData; limit: number; label: string; onFail: () => void }) {
  const box = React.useRef<HTMLDivElement>(null);
  const map = React.useRef<MapLibreMap | null>(null);
  const limitRef = React.useRef(limit);

  React.useEffect(() => {
    const el = box.current;
    if (!el) return;
    let cancelled = false;
    void import("maplibre-gl")
      .then(({ default: maplibregl }) => {
        if (cancelled) return;
        const points = [[data.from.longitude, data.from.latitude], ...data.places.filter((p) => p.minutes !== null && p.minutes <= 360).map((p) => [p.longitude, p.latitude])];
        const lngs = points.map((p) => p[0]!);
        const lats = points.map((p) => p[1]!);
        const m = new maplibregl.Map({
          container: el,
          style: style(data, limitRef.current),
          bounds: [
            [Math.min(...lngs), Math.min(...lats)],
            [Math.max(...lngs), Math.max(...lats)],
          ],
          fitBoundsOptions: { padding: 32, maxZoom: 9 },
          attributionControl: false,
        });
        map.current = m;
        const dot = document.createElement("div");
        dot.className = "rounded-full border-2 border-white shadow-lift";
        dot.style.cssText = "width:16px;height:16px;background:#1c1917";
        new maplibregl.Marker({ element: dot }).setLngLat([data.from.longitude, data.from.latitude]).addTo(m);
        m.on("load", () => {
          // The control may have moved while the map loaded.
          m.setPaintProperty("places", "circle-opacity", opacity(limitRef.current));
          el.setAttribute("data-map-ready", "true");
        });
      })
      .catch(onFail);
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [data, onFail]);

  React.useEffect(() => {
    limitRef.current = limit;
    const m = map.current;
    if (m?.isStyleLoaded() && m.getLayer("places")) m.setPaintProperty("places", "circle-opacity", opacity(limit));
  }, [limit]);

  return <div ref={box} className="h-64 overflow-hidden rounded-2xl ring-1 ring-line" role="img" aria-label={label} />;
}
