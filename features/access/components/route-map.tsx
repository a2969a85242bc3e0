"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { RouteMapProps } from "./route-map-types";

// maplibre-gl (~800 kB) loads only when a map is shown, never with the proposal page.
const Canvas = dynamic(() => import("./route-map-canvas").then((m) => m.RouteMapCanvas), { ssr: false, loading: () => <MapLoading /> });

function MapLoading() {
  const t = useTranslations("access.map");
  return (
    <div role="status" aria-label={t("loading")} className="relative h-64 sm:h-72">
      <Skeleton className="absolute inset-0 rounded-2xl" />
    </div>
  );
}

export function RouteMap(props: RouteMapProps) {
  return <Canvas {...props} />;
}
