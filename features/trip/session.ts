import { writeCookie } from "@/lib/browser-cookie";

// Session-only flags of the flow (cleared when the tab closes).
const FRESH_DRAW = "tabigacha-fresh-draw";
export const GUEST_FLAG = "tabigacha-guest";

// The server's first draw (features/proposal/first-draw.ts) sees two of these flags as session
// cookies: 'draw afresh' and the destination on screen per search.
export const FRESH_DRAW_COOKIE = "tg_fresh";
export const CURRENT_PROPOSAL_COOKIE = "tg_current";

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
  writeCookie(FRESH_DRAW_COOKIE, "1");
}

export function consumeFreshDraw(): boolean {
  const s = session();
  const fresh = s?.getItem(FRESH_DRAW) === "1";
  s?.removeItem(FRESH_DRAW);
  writeCookie(FRESH_DRAW_COOKIE, null);
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

/** The current-proposal cookie's value: the search's key and the destination on screen. */
export function currentProposalCookie(key: string, destinationId: string): string {
  return `${key}@${destinationId}`;
}

export function writeCurrentProposal(value: CurrentProposal): void {
  writeCookie(CURRENT_PROPOSAL_COOKIE, currentProposalCookie(value.key, value.destinationId));
  try {
    session()?.setItem(CURRENT, JSON.stringify(value));
  } catch {
    // storage full or blocked: a language switch will draw again
  }
}
