"use client";

import { Toaster as Sonner } from "sonner";

export const TOAST_DURATION_MS = 4000;
export const CRITICAL_TOAST_DURATION_MS = 6000;

/** Bottom-right, dismissible, at most 3 visible, 356 px wide, 14 px gap, 4000 ms. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      visibleToasts={3}
      gap={14}
      duration={TOAST_DURATION_MS}
      richColors
      style={{ "--width": "356px" } as React.CSSProperties}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
