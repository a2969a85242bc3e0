// Where toasts go so they never cover what a person is about to press. Toasts sit bottom-right
// (bottom, full width, on phones). A bar fixed or stuck to the bottom of the screen under that
// corner (a save bar, a booking bar, a chat composer) lifts them above it; a dialog or sheet that
// is open, or a bar taller than half the screen, sends them to the top centre instead, clear of a
// sheet's buttons at the bottom.

/** sonner's own breakpoint: below it toasts span the width with the mobile offset. */
export const PHONE_MAX_WIDTH = 600;
export const EDGE_PX = 24;
export const PHONE_EDGE_PX = 16;
export const TOAST_WIDTH_PX = 356;
/** Space kept between a bar and the toasts above it. */
export const BAR_GAP_PX = 12;

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Screen {
  width: number;
  height: number;
  /** A dialog or sheet is open. */
  modalOpen: boolean;
  /** Elements fixed or stuck at the bottom edge of the screen. */
  bars: Box[];
}

export interface Placement {
  position: "bottom-right" | "top-center";
  /** Distance of the toasts from the bottom edge. */
  bottom: number;
}

/** The horizontal band the toasts take: the right-hand column, or the full width on phones. */
export function toastColumn(width: number): { left: number; right: number } {
  if (width < PHONE_MAX_WIDTH) return { left: PHONE_EDGE_PX, right: width - PHONE_EDGE_PX };
  return { left: width - EDGE_PX - TOAST_WIDTH_PX, right: width - EDGE_PX };
}

export function toastPlacement(screen: Screen): Placement {
  const edge = screen.width < PHONE_MAX_WIDTH ? PHONE_EDGE_PX : EDGE_PX;
  if (screen.modalOpen) return { position: "top-center", bottom: edge };
  const column = toastColumn(screen.width);
  const under = screen.bars.filter((b) => b.bottom >= screen.height - 1 && b.top < screen.height && b.right > column.left && b.left < column.right);
  if (!under.length) return { position: "bottom-right", bottom: edge };
  const clearance = screen.height - Math.min(...under.map((b) => b.top));
  if (clearance > screen.height / 2) return { position: "top-center", bottom: edge };
  return { position: "bottom-right", bottom: Math.ceil(clearance) + BAR_GAP_PX };
}
