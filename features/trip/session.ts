// Session-only flags of the flow (cleared when the tab closes).
const FRESH_DRAW = "tabigacha-fresh-draw";
export const GUEST_FLAG = "tabigacha-guest";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Asks the proposal screen to draw a new destination rather than re-show the current one. */
export function requestFreshDraw(): void {
  session()?.setItem(FRESH_DRAW, "1");
}

export function consumeFreshDraw(): boolean {
  const s = session();
  const fresh = s?.getItem(FRESH_DRAW) === "1";
  s?.removeItem(FRESH_DRAW);
  return fresh;
}

/** Set by the searching intro for a traveller who is not signed in. */
export function setGuestFlag(): void {
  session()?.setItem(GUEST_FLAG, "1");
}

export function hasGuestFlag(): boolean {
  return session()?.getItem(GUEST_FLAG) === "1";
}

const CURRENT = "tabigacha-current-proposal";

/** The destination on screen, so a language switch or a return shows it again instead of drawing. */
export interface CurrentProposal {
  key: string;
  destinationId: string;
  accommodationId: string | null;
  accessId: string | null;
  pool: { total: number; seen: number; fallback: boolean; reach?: { minutes: number; widened: boolean; from: string } | null; season?: string };
}

export function readCurrentProposal(key: string): CurrentProposal | null {
  try {
    const raw = session()?.getItem(CURRENT);
    const value = raw ? (JSON.parse(raw) as CurrentProposal) : null;
    return value && value.key === key && typeof value.destinationId === "string" ? value : null;
  } catch {
    return null;
  }
}

export function writeCurrentProposal(value: CurrentProposal): void {
  try {
    session()?.setItem(CURRENT, JSON.stringify(value));
  } catch {
    // storage full or blocked: a language switch will draw again
  }
}
