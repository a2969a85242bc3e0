"use client";

import * as React from "react";
import { z } from "zod/mini";
import { storedValue } from "@/lib/browser-storage";
import { useStoredValue } from "@/lib/use-stored-value";
import type { ItemId } from "./checklist";

// What the traveller ticked off, kept in the browser under its own key and tied to one trip:
// choosing another trip starts a fresh checklist. 'plan next trip' clears it with the rest.

const ITEM_IDS = ["transport", "accommodation", "activities", "onsenEtiquette", "winterTyres", "lastTrain"] as const;
const schema = z.object({
  trip: z.string().check(z.maxLength(300)),
  done: z.partialRecord(z.enum(ITEM_IDS), z.boolean()),
});
export type ConciergeState = z.infer<typeof schema>;
export type DoneMap = Partial<Record<ItemId, boolean>>;

export const conciergeStore = storedValue("tabigacha-concierge", schema);

/** The ticks of this trip (none when the stored ones belong to another trip). */
export function doneFor(state: ConciergeState | null, trip: string): DoneMap {
  return state && state.trip === trip ? state.done : {};
}

/** The ticks of one trip, following changes in this tab and others. */
export function useConciergeDone(trip: string | null): { done: DoneMap; setDone: (id: ItemId, value: boolean) => void } {
  const { value } = useStoredValue(conciergeStore);
  const done = React.useMemo(() => (trip ? doneFor(value, trip) : {}), [value, trip]);
  const setDone = React.useCallback(
    (id: ItemId, tick: boolean) => {
      if (!trip) return;
      conciergeStore.write({ trip, done: { ...doneFor(conciergeStore.read(), trip), [id]: tick } });
    },
    [trip],
  );
  return { done, setDone };
}
