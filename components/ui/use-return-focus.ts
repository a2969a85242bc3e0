"use client";

import * as React from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Sends focus back to whatever held it when a dialog opened. Radix's modal dialog returns focus
 * only to its own Trigger and otherwise drops it on the page's body; most of our dialogs are opened
 * from state (a field, a card, a menu item), so keyboard and screen-reader users were thrown to the
 * top of the page. Handlers given by the caller run first and can still take over (preventDefault).
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    // Runs as the dialog mounts, before focus moves in: the opener still holds it.
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const el = opener.current;
      opener.current = null;
      // An opener that has left the page (or a caller who chose a target) leaves it to Radix.
      if (event.defaultPrevented || !el?.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}
