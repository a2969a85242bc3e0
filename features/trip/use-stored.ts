"use client";

import * as React from "react";
import { readStored, subscribeStored, type StorageKey } from "./storage";

type Value<K extends StorageKey> = ReturnType<typeof readStored<K>>;

/**
 * A stored value that follows changes (this tab and others). `ready` is false during server
 * rendering and the first client render, so screens can show a skeleton instead of flashing
 * an empty state before storage is read.
 */
export function useStored<K extends StorageKey>(key: K): { value: Value<K>; ready: boolean } {
  const cache = React.useRef<{ raw: string | null; value: Value<K> } | null>(null);
  const subscribe = React.useCallback((cb: () => void) => subscribeStored(key, cb), [key]);
  const getSnapshot = React.useCallback(() => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (!cache.current || cache.current.raw !== raw) cache.current = { raw, value: readStored(key) };
    return cache.current.value;
  }, [key]);
  const value = React.useSyncExternalStore(subscribe, getSnapshot, () => null as Value<K>);
  const ready = useHydrated();
  return { value, ready };
}

const noopSubscribe = () => () => undefined;

/** False on the server and during hydration, true afterwards: for what only the browser knows. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(noopSubscribe, () => true, () => false);
}
