"use client";

import * as React from "react";
import type { AccessInfo } from "./types";

// Loads the access service's answer for a destination from the traveller's departure, once per
// proposal (the server caches it for 30 minutes and the browser for 5).

export interface AccessQuery {
  destinationId: string;
  locale: string;
  hasCar: boolean;
  stationId?: string;
  latitude?: number;
  longitude?: number;
  label?: string;
}

export type AccessState = { status: "loading" } | { status: "error" } | { status: "ready"; info: AccessInfo };

export function accessUrl(q: AccessQuery): string {
  const params = new URLSearchParams({ lang: q.locale, car: q.hasCar ? "1" : "0" });
  if (q.stationId) params.set("from", q.stationId);
  else if (q.latitude !== undefined && q.longitude !== undefined) {
    params.set("lat", q.latitude.toFixed(5));
    params.set("lng", q.longitude.toFixed(5));
    if (q.label) params.set("label", q.label);
  }
  return `/api/proposal/destinations/${q.destinationId}/access?${params}`;
}

export function useAccessInfo(query: AccessQuery | null) {
  const url = query ? accessUrl(query) : null;
  const [state, setState] = React.useState<{ url: string | null; value: AccessState }>({ url: null, value: { status: "loading" } });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (!url) return;
    let live = true;
    void (async () => {
      try {
        const response = await fetch(url);
        const body = (await response.json().catch(() => null)) as { ok?: boolean; info?: AccessInfo } | null;
        if (!live) return;
        setState({ url, value: response.ok && body?.ok && body.info ? { status: "ready", info: body.info } : { status: "error" } });
      } catch {
        if (live) setState({ url, value: { status: "error" } });
      }
    })();
    return () => {
      live = false;
    };
  }, [url, attempt]);

  const retry = React.useCallback(() => {
    setState((s) => ({ ...s, value: { status: "loading" } }));
    setAttempt((a) => a + 1);
  }, []);
  return { state: state.url === url ? state.value : ({ status: "loading" } as AccessState), retry };
}
