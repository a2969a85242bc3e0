"use client";

import * as React from "react";
import { magicDataStore } from "@/features/trip";
import { useStoredValue } from "@/lib/use-stored-value";
import type { AccessRow } from "./access-table";

// The traveller's own departure (from the magic question) and the way from there to a
// destination, asked once per destination and departure.

export interface YourAccess {
  /** The departure as the traveller chose it ("金沢市"). */
  departure: string;
  row: AccessRow;
}

/** Null while loading, with no placed departure, or when the server has no answer. */
export function useYourAccess(slug: string, locale: string): YourAccess | null {
  const { value: magic } = useStoredValue(magicDataStore);
  const hub = magic?.hub?.trim();
  const c = magic?.hubCoordinates;
  const params = new URLSearchParams({ slug, lang: locale });
  if (magic?.hubStationId) params.set("from", magic.hubStationId);
  if (c) {
    params.set("lat", c.latitude.toFixed(5));
    params.set("lng", c.longitude.toFixed(5));
  }
  if (hub) params.set("label", hub);
  const url = hub && (magic?.hubStationId || c) ? `/api/destinations/your-access?${params}` : null;
  const [answer, setAnswer] = React.useState<{ url: string; value: YourAccess | null } | null>(null);
  React.useEffect(() => {
    if (!url || !hub) return;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<{ ok?: boolean; row?: AccessRow }>) : null))
      .then((body) => live && setAnswer({ url, value: body?.ok && body.row ? { departure: hub, row: body.row } : null }))
      .catch(() => live && setAnswer({ url, value: null }));
    return () => {
      live = false;
    };
  }, [url, hub]);
  return answer && answer.url === url ? answer.value : null;
}
