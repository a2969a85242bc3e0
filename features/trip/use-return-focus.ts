"use client";

import * as React from "react";

/**
 * Focus goes back to whatever opened the dialog when it closes. Radix does this only for its own
 * DialogTrigger; dialogs opened from state (a button elsewhere on the page, a field) have none,
 * and focus would otherwise fall to the top of the page. Spread onto DialogContent.
 */
export function useReturnFocus() {
  const opener = React.useRef<HTMLElement | null>(null);
  return React.useMemo(
    () => ({
      // Called before the dialog moves focus in: the opener still holds it.
      onOpenAutoFocus: () => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const el = opener.current;
        opener.current = null;
        // An opener that has gone from the page leaves focus to Radix.
        if (!el?.isConnected) return;
        event.preventDefault();
        el.focus();
      },
    }),
    [],
  );
}
