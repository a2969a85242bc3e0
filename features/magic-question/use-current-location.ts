"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { toast, toastError } from "@/lib/toast";
import type { LocationInfo } from "@/features/trip/storage";
import { isInJapan, nearestCity } from "./geo";
import type { PresetPlace } from "./presets";

/** Location request (spec 02 §9): high accuracy, 10 s timeout, positions up to 5 minutes old. */
export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

export type LocationErrorKey = "unsupported" | "denied" | "unavailable" | "timeout";

export function locationErrorKey(code: number | null): LocationErrorKey {
  if (code === null) return "unsupported";
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "unavailable";
}

export interface LocatedPlace {
  city: PresetPlace;
  distanceKm: number;
  info: LocationInfo;
}

/**
 * Takes the browser's position and turns it into the nearest preset city (the reverse-geocoding
 * service replaces this step). Errors and the outcome are reported as toasts with the spec's texts.
 */
export function useCurrentLocation(onLocated: (place: LocatedPlace) => void) {
  const t = useTranslations("magicQuestion.location");
  const [busy, setBusy] = React.useState(false);

  const locate = React.useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      toastError(t("unsupported"), "warning");
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        const { latitude, longitude, accuracy } = position.coords;
        if (!isInJapan(latitude, longitude)) {
          toast.warning(t("fallback"), { description: t("outsideJapan") });
          return;
        }
        const { city, distanceKm } = nearestCity({ latitude, longitude });
        onLocated({
          city,
          distanceKm,
          info: {
            coordinates: { latitude, longitude, accuracy },
            city: city.names.ja,
            prefecture: city.prefecture,
            country: "日本",
            placeName: city.names.ja,
            timestamp: position.timestamp || Date.now(),
          },
        });
      },
      (error) => {
        setBusy(false);
        toastError(t(locationErrorKey(error.code)), "warning");
      },
      LOCATION_OPTIONS,
    );
  }, [onLocated, t]);

  return { locate, busy };
}
