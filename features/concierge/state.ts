"use client";

import * as React from "react";
import { z } from "zod";
import type { ItemId } from "./checklist";

// What the traveller ticked off, kept in the browser under its own key and tied to one trip:
// choosing another trip starts a fresh checklist. 'plan next trip' clears it with the rest.

export const CONCIERGE_STORAGE_KEY = "tabigacha-concierge";
const CHANGE_EVENT = "tabigacha:concierge";

const ITEM_IDS = ["transport", "accommodation", "activities", "onsenEtiquette", "winterTyres", "lastTrain"] as const;
const schema = z.object({
  trip: z.string().max(300),
  done: z.partialRecord(z.enum(ITEM_IDS), z.boolean()),
});
export type ConciergeState = z.infer<typeof schema>;
export type DoneMap = Partial<Record<ItemId, boolean>>;

function read(): string | null {
  try {
    return window.localStorage.getItem(CONCIERGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function parseConciergeState(raw: string | null): ConciergeState | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The ticks of this trip (none when the stored ones belong to another trip). */
export function doneFor(state: ConciergeState | null, trip: string): DoneMap {
  return state && state.trip === trip ? state.done : {};
}

function subscribe(callback: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CONCIERGE_STORAGE_KEY) callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener("storage", onStorage);
  };
}

/** The ticks of one trip, following changes in this tab and others. */
export function useConciergeDone(trip: string | null): { done: DoneMap; setDone: (id: ItemId, value: boolean) => void } {
  const raw = React.useSyncExternalStore(subscribe, read, () => null);
  const done = React.useMemo(() => (trip ? doneFor(parseConciergeState(raw), trip) : {}), [raw, trip]);
  const setDone = React.useCallback(
    (id: ItemId, value: boolean) => {
      if (!trip) return;
      const current = doneFor(parseConciergeState(read()), trip);
      try {
        window.localStorage.setItem(CONCIERGE_STORAGE_KEY, JSON.stringify({ trip, done: { ...current, [id]: value } } satisfies ConciergeState));
      } catch {
        // storage full or blocked: the tick is lost on reload, the page still works
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [trip],
  );
  return { done, setDone };
}
