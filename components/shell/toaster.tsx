"use client";

import * as React from "react";
import { Toaster as Sonner } from "sonner";
import { EDGE_PX, PHONE_EDGE_PX, toastColumn, toastPlacement, type Box, type Placement } from "./toast-placement";

export const TOAST_DURATION_MS = 4000;
export const CRITICAL_TOAST_DURATION_MS = 6000;

/** How often the toaster looks again at what is on screen (cheap: three hit tests). */
const RECHECK_MS = 400;
const MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Elements fixed or stuck at the bottom edge under the toasts' column (found by hit tests there). */
function bottomBars(width: number, height: number): Box[] {
  const column = toastColumn(width);
  const xs = [column.left + 8, (column.left + column.right) / 2, column.right - 8];
  const found = new Set<Element>();
  for (const x of xs) {
    for (const hit of document.elementsFromPoint(x, height - 2)) {
      if (hit.closest("[data-sonner-toaster]")) continue;
      for (let el: Element | null = hit; el && el !== document.body; el = el.parentElement) {
        const { position } = getComputedStyle(el);
        if (position === "fixed" || position === "sticky") {
          found.add(el);
          break;
        }
      }
    }
  }
  return [...found].map((el) => el.getBoundingClientRect());
}

function measure(): Placement {
  const { innerWidth: width, innerHeight: height } = window;
  return toastPlacement({ width, height, modalOpen: Boolean(document.querySelector(MODAL)), bars: bottomBars(width, height) });
}

/** Keeps the placement in step with the screen: dialogs opening, bars sticking, scrolling, resizing. */
function usePlacement(): Placement {
  const [placement, setPlacement] = React.useState<Placement>({ position: "bottom-right", bottom: EDGE_PX });
  React.useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure();
        setPlacement((p) => (p.position === next.position && p.bottom === next.bottom ? p : next));
      });
    };
    update();
    const timer = window.setInterval(update, RECHECK_MS);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    // Dialogs and sheets open in portals, as children of <body>.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, []);
  return placement;
}

/**
 * Bottom-right, dismissible, at most 3 visible, 356 px wide, 14 px gap, 4000 ms; moved so it never
 * covers a bar at the bottom of the screen or an open dialog or sheet (toast-placement.ts).
 */
export function Toaster() {
  const placement = usePlacement();
  return (
    <Sonner
      position={placement.position}
      offset={{ top: EDGE_PX, right: EDGE_PX, bottom: placement.bottom, left: EDGE_PX }}
      mobileOffset={{ top: PHONE_EDGE_PX, right: PHONE_EDGE_PX, bottom: placement.bottom, left: PHONE_EDGE_PX }}
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
