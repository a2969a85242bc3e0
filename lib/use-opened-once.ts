"use client";

import * as React from "react";

/**
 * True from the first time `open` is true: a dialog whose code loads on demand mounts then, and
 * stays mounted so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
