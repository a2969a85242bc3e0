"use client";

import * as React from "react";
import { useAuth } from "@/features/auth/ui";
import { placeExclusionsStore, withExclusion, withoutExclusion, type ExclusionKind } from "@/features/trip";
import { useStoredValue } from "@/lib/use-stored-value";
import { excludePlace, includePlace, mergePlaces } from "./actions";

/**
 * The traveller's places left out of the draw. A guest's live in this browser; once signed in,
 * the guest's list is merged into the account's once, and the browser keeps the account's list,
 * changed through the account on every add and undo.
 */
export function useExclusions() {
  const { value } = useStoredValue(placeExclusionsStore);
  const { user } = useAuth();
  const userId = user?.id ?? null;

  React.useEffect(() => {
    if (!userId) return;
    const list = placeExclusionsStore.read();
    if (list?.account === userId) return;
    void mergePlaces({ items: (list?.items ?? []).map((i) => ({ destinationId: i.id, kind: i.kind })) }).then((result) => {
      if (result.ok) placeExclusionsStore.write({ items: result.data.items, account: userId });
    });
  }, [userId]);

  const exclude = React.useCallback(
    async (place: { id: string; name: string }, kind: ExclusionKind) => {
      placeExclusionsStore.write(withExclusion(placeExclusionsStore.read(), { ...place, kind }));
      if (userId) await excludePlace({ destinationId: place.id, kind });
    },
    [userId],
  );

  const include = React.useCallback(
    async (id: string) => {
      placeExclusionsStore.write(withoutExclusion(placeExclusionsStore.read(), id));
      if (!userId) return;
      const result = await includePlace({ destinationId: id });
      if (result.ok) placeExclusionsStore.write({ items: result.data.items, account: userId });
    },
    [userId],
  );

  return { items: value?.items ?? [], exclude, include };
}
