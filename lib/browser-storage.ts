import "@/lib/zod-browser";
import { safeParse, type core, type output } from "zod/mini";
import { KEPT_COOKIE_MAX_AGE_S, writeCookie } from "./browser-cookie";

// Values a feature keeps in the browser's local storage, each under its own key with its own
// schema. Every read is validated: a damaged or outdated entry reads as absent instead of breaking
// a screen. Writes notify this tab (a custom event) and other tabs (the storage event).

const CHANGE_EVENT = "tabigacha:storage";

export interface StoredValue<T> {
  readonly key: string;
  read(): T | null;
  write(value: T): void;
  clear(): void;
  /** Calls back when the value changes in this tab or another one. */
  subscribe(callback: () => void): () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // blocked storage (private mode, sandboxed frames)
  }
}

function notify(key: string) {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** A value under `key`, read through `schema` (a zod/mini schema keeps classic zod out of the page). */
export function storedValue<S extends core.$ZodType>(key: string, schema: S): StoredValue<output<S>>;
/**
 * A value our own code wrote: the schema checks its envelope and the ids we rely on, `T` says the
 * rest.
 */
export function storedValue<T>(key: string, schema: core.$ZodType): StoredValue<T>;
export function storedValue<T>(key: string, schema: core.$ZodType): StoredValue<T> {
  return {
    key,
    read() {
      const raw = storage()?.getItem(key);
      if (!raw) return null;
      try {
        const parsed = safeParse(schema, JSON.parse(raw));
        return parsed.success ? (parsed.data as T) : null;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // quota exceeded or blocked: the flow still works within this page
      }
      notify(key);
    },
    clear() {
      storage()?.removeItem(key);
      notify(key);
    },
    subscribe(callback) {
      const onLocal = (e: Event) => {
        if ((e as CustomEvent<string>).detail === key) callback();
      };
      const onOther = (e: StorageEvent) => {
        if (e.key === null || e.key === key) callback();
      };
      window.addEventListener(CHANGE_EVENT, onLocal);
      window.addEventListener("storage", onOther);
      return () => {
        window.removeEventListener(CHANGE_EVENT, onLocal);
        window.removeEventListener("storage", onOther);
      };
    },
  };
}

/**
 * The same value, with a cookie that says only whether it is kept (`name=1`), so a page rendered
 * on the server can start from the right state (a skeleton or the empty state) before the
 * browser reads the value itself.
 */
export function flaggedInCookie<T>(store: StoredValue<T>, name: string): StoredValue<T> {
  const flag = (kept: boolean) => writeCookie(name, kept ? "1" : null, KEPT_COOKIE_MAX_AGE_S);
  return {
    ...store,
    write(value) {
      store.write(value);
      flag(true);
    },
    clear() {
      store.clear();
      flag(false);
    },
  };
}

/** The raw text under a key, to tell whether a stored value changed without parsing it again. */
export function rawStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function clearStored(...stores: StoredValue<unknown>[]): void {
  for (const store of stores) store.clear();
}
