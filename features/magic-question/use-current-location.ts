"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { toast, toastError } from "@/lib/toast";
import type { ReverseGeocode } from "@/features/geo";
import type { LocationInfo } from "@/features/trip";
import { isInJapan } from "@/data/japan";
import { nearestCity } from "./nearest-city";
import { TRANSIT_HUBS, type PresetPlace } from "@/data/departures";

/** Location request: high accuracy, 10 s timeout, positions up to 5 minutes old. */
export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

export type LocationErrorKey = "unsupported" | "denied" | "unavailable" | "timeout";

export function locationErrorKey(code: number | null): LocationErrorKey {
  if (code === null) return "unsupported";
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "unavailable";
}

export interface LocatedPlace {
  /** What the departure field shows: the nearest station, else the municipality and district. */
  label: string;
  latitude: number;
  longitude: number;
  /** A preset station, when the nearest station is one (the access service knows it). */
  stationId?: string;
  info: LocationInfo;
  /** The server named the place; false when only the coordinates are known. */
  named: boolean;
  nearestStation: ReverseGeocode["nearestStation"];
  /** The nearest of the ten preset cities. */
  city: PresetPlace;
  distanceKm: number;
}

async function reverse(latitude: number, longitude: number, accuracy: number, locale: string): Promise<ReverseGeocode | null> {
  try {
    const params = new URLSearchParams({ lat: latitude.toFixed(6), lon: longitude.toFixed(6), accuracy: String(Math.round(accuracy)), lang: locale });
    const response = await fetch(`/api/geo/reverse?${params}`);
    const body = (await response.json().catch(() => null)) as { ok?: boolean; place?: ReverseGeocode } | null;
    return response.ok && body?.ok && body.place ? body.place : null;
  } catch {
    return null;
  }
}

export function locatedPlace(latitude: number, longitude: number, accuracy: number, timestamp: number, place: ReverseGeocode | null, locale: string): LocatedPlace {
  const { city, distanceKm } = nearestCity({ latitude, longitude });
  const named = Boolean(place && place.source !== "coordinates");
  const station = place?.nearestStation ?? null;
  const preset = station ? TRANSIT_HUBS.find((s) => s.names.ja === station.name) : undefined;
  const area = place?.city ? `${place.city}${place.placeName && place.placeName !== place.city ? place.placeName : ""}` : place?.placeName;
  const label = (preset ? preset.names[locale as keyof PresetPlace["names"]] : station?.name) ?? (named ? area : undefined) ?? city.names[locale as keyof PresetPlace["names"]];
  return {
    label,
    latitude,
    longitude,
    stationId: preset?.stationId,
    named,
    nearestStation: station,
    city,
    distanceKm,
    info: {
      coordinates: { latitude, longitude, accuracy },
      address: place?.address,
      city: place?.city ?? city.names.ja,
      prefecture: place?.prefecture ?? city.prefecture,
      country: place?.country ?? "日本",
      placeName: station?.name ?? place?.placeName ?? city.names.ja,
      formattedAddress: place?.formattedAddress,
      timestamp,
    },
  };
}

/**
 * Takes the browser's position and asks our server to name it (GSI / Nominatim, nearby places and
 * the nearest station). Errors are reported as toasts (docs/product-rules.md#magic-question).
 */
export function useCurrentLocation(onLocated: (place: LocatedPlace) => void) {
  const t = useTranslations("magicQuestion.location");
  const locale = useLocale();
  const [busy, setBusy] = React.useState(false);

  const locate = React.useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      toastError(t("unsupported"), "warning");
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        if (!isInJapan(latitude, longitude)) {
          setBusy(false);
          toast.warning(t("fallback"), { description: t("outsideJapan") });
          return;
        }
        const place = await reverse(latitude, longitude, accuracy, locale);
        setBusy(false);
        onLocated(locatedPlace(latitude, longitude, accuracy, position.timestamp || Date.now(), place, locale));
      },
      (error) => {
        setBusy(false);
        toastError(t(locationErrorKey(error.code)), "warning");
      },
      LOCATION_OPTIONS,
    );
  }, [onLocated, t, locale]);

  return { locate, busy };
}
