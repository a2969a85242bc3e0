"use client";

import * as React from "react";
import { useOpenedOnce } from "@/lib/use-opened-once";

/** Code fetched on first use: `preload` starts the download, `useLoaded` re-renders once it is in. */
export interface OnDemand<T> {
  load: () => Promise<T>;
  preload: () => void;
  useLoaded: () => T | undefined;
}

export function onDemand<T>(loader: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const load = () =>
    (pending ??= loader().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        // Offline, or a deployment replaced the chunk: the next hover or press tries again.
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    preload: () => void load().catch(() => undefined),
    useLoaded: () => React.useSyncExternalStore(subscribe, () => value, () => undefined),
  };
}

/** What a popup loaded on demand is given by its opener. */
export interface OnDemandPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened by keyboard before the popup's code was in: its first item takes focus (see useFirstItemFocus). */
  focusFirst: boolean;
}

type Kind = "menu" | "dialog";

/**
 * The opener of a menu or dialog whose code loads on first use. Until the popup has opened once,
 * the opener is a plain button with the attributes and keys of Radix's trigger (a menu opens on
 * press and on Enter, Space or ArrowDown; a dialog on click); hovering or focusing it starts the
 * download. From the first opening on, `Popup` is the loaded component, which renders the same
 * button as its Radix trigger, and Radix does the rest.
 */
export function useOnDemandPopup<T>(code: OnDemand<T>, kind: Kind) {
  const [open, setOpen] = React.useState(false);
  const [focusFirst, setFocusFirst] = React.useState(false);
  const loaded = code.useLoaded();
  const opened = useOpenedOnce(open);

  React.useEffect(() => {
    if (!open || loaded !== undefined) return;
    let live = true;
    // A popup that cannot load does not stay "expanded" with nothing shown.
    code.load().catch(() => live && setOpen(false));
    return () => {
      live = false;
    };
  }, [code, loaded, open]);

  const menuEvents = {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      setFocusFirst(false);
      setOpen(!open);
      // As Radix does: the button does not take focus, so the menu can.
      if (!open) event.preventDefault();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
      event.preventDefault();
      setFocusFirst(true);
      setOpen(event.key === "ArrowDown" || !open);
    },
  };
  const opener = {
    type: "button" as const,
    "aria-haspopup": kind,
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    onPointerEnter: code.preload,
    onFocus: code.preload,
    ...(kind === "menu" ? menuEvents : { onClick: () => setOpen(true) }),
  };
  const popup: OnDemandPopupProps = { open, onOpenChange: setOpen, focusFirst };
  return { Popup: opened ? loaded : undefined, popup, opener };
}

/**
 * For a menu content's `onFocus`: Radix moves focus on to the first item when it saw the key that
 * opened the menu, which a menu whose code arrived after that key did not; this does it for that
 * first opening (Radix has just focused the content itself).
 */
export function useFirstItemFocus(focusFirst: boolean) {
  const pending = React.useRef(focusFirst);
  return React.useCallback((event: React.FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
  }, []);
}
