"use client";

import * as React from "react";
import { rawStored, type StoredValue } from "./browser-storage";

/**
 * A stored value that follows changes (this tab and others). `ready` is false during server
 * rendering and the first client render, so screens can show a skeleton instead of flashing an
 * empty state before storage is read.
 */
export function useStoredValue<T>(store: StoredValue<T>): { value: T | null; ready: boolean } {
  const cache = React.useRef<{ raw: string | null; value: T | null } | null>(null);
  const subscribe = React.useCallback((cb: () => void) => store.subscribe(cb), [store]);
  const getSnapshot = React.useCallback(() => {
    const raw = rawStored(store.key);
    if (!cache.current || cache.current.raw !== raw) cache.current = { raw, value: store.read() };
    return cache.current.value;
  }, [store]);
  const value = React.useSyncExternalStore(subscribe, getSnapshot, () => null);
  const ready = useHydrated();
  return { value, ready };
}

const noopSubscribe = () => () => undefined;

/** False on the server and during hydration, true afterwards: for what only the browser knows. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(noopSubscribe, () => true, () => false);
}
