"use client";

import * as React from "react";

/**
 * Radio-group behaviour from the WAI-ARIA pattern: moving with the arrow keys also selects.
 * Radix moves the focus a tick after the key press, often after the key is released, so its own
 * "arrow key held" check misses quick presses; here the flag lasts until the focus arrives.
 */
export function useArrowSelect(onChange: (id: string) => void) {
  const arrow = React.useRef(false);
  return {
    rootProps: {
      onKeyDownCapture: (e: React.KeyboardEvent) => {
        arrow.current = e.key.startsWith("Arrow");
      },
      onPointerDownCapture: () => {
        arrow.current = false;
      },
    },
    itemProps: (id: string) => ({
      onFocus: () => {
        if (!arrow.current) return;
        arrow.current = false;
        onChange(id);
      },
    }),
  };
}
