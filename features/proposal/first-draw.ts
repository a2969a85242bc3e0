import "server-only";
import type { Locale } from "@/i18n/routing";
import { messagesIn } from "@/lib/api-route";
import { settledWithin } from "@/lib/deadline";
import { logger } from "@/lib/logger";
import { parseMoods, type MoodId } from "@/lib/moods";
import { isUuid } from "@/lib/uuid";
import { CURRENT_PROPOSAL_COOKIE, FRESH_DRAW_COOKIE, TRIP_COOKIE, currentProposalCookie, tripFromCookie, type TripFacts } from "@/features/trip";
import { VISITOR_COOKIE } from "./constants";
import { drawQuestion, proposalKey, type Departure } from "./draw-request";
import { proposalRequestSchema, type ProposalRequest } from "./schemas";
import { drawProposal } from "./service";
import type { ProposalResponse } from "./types";

// The proposal's first destination drawn into the page itself (issue 15: the hero is in the HTML,
// so it is the page's largest paint; 'next proposal' keeps the one-second reveal). The server
// asks what the browser would ask, from the cookies that mirror the browser's storage (trip,
// the destination on screen, 'draw afresh'); the screen keeps the draw only if it asks the same,
// and otherwise draws as before. When anything is missing or slow, the page is the loading
// screen and the browser draws.

/** What the screen starts from: the server's answer and the question it answered. */
export interface FirstDraw {
  key: string;
  moods: MoodId[];
  request: ProposalRequest;
  /** Drawn for this page (on the visitor's seen list), not a re-show. */
  drawn: boolean;
  facts: TripFacts;
  departure: Departure;
  response: ProposalResponse;
}

/** The server never keeps the page waiting longer than this for its draw (the browser draws instead). */
export const FIRST_DRAW_DEADLINE_MS = 2500;

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export interface FirstDrawInput {
  locale: Locale;
  search: { moods?: string | string[]; prefecture?: string | string[]; destination?: string | string[] };
  cookies: CookieReader;
  headers: Headers;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Only a page the traveller opens draws: not a prefetch, not the offline pack's fetch of the page
 * (which keeps the loading screen and draws when opened), not a crawler without a visitor cookie.
 */
export function opensPage(headers: Headers): boolean {
  if (headers.get("next-router-prefetch") || headers.get("purpose") === "prefetch" || headers.get("sec-purpose")?.includes("prefetch")) return false;
  if (headers.get("rsc") === "1") return true;
  return headers.get("sec-fetch-dest") === "document";
}

export async function firstDraw({ locale, search, cookies, headers }: FirstDrawInput): Promise<FirstDraw | null> {
  if (!opensPage(headers)) return null;
  const visitor = cookies.get(VISITOR_COOKIE)?.value;
  if (!visitor || !isUuid(visitor)) return null;
  const { magic, escape } = tripFromCookie(cookies.get(TRIP_COOKIE)?.value);
  const fromUrl = parseMoods(one(search.moods));
  const moods = fromUrl.length ? fromUrl : (escape?.moods ?? []);
  const prefecture = one(search.prefecture)?.trim() || null;
  const key = proposalKey(moods, prefecture);
  const question = drawQuestion(magic, escape, moods, prefecture, messagesIn(locale, "trip")("defaultHub"));
  // A departure without a position is asked again by the screen, not drawn from.
  if (question.unplaced) return null;
  // The same choice as the screen's: 'go here' first, then the destination on screen for this
  // search, unless the traveller asked for a fresh draw.
  const goTo = one(search.destination);
  const fresh = cookies.get(FRESH_DRAW_COOKIE)?.value === "1";
  const current = cookies.get(CURRENT_PROPOSAL_COOKIE)?.value;
  const currentId = !fresh && current?.startsWith(currentProposalCookie(key, "")) ? current.slice(key.length + 1) : undefined;
  const show = goTo && isUuid(goTo) ? goTo : currentId && isUuid(currentId) ? currentId : undefined;
  const parsed = proposalRequestSchema.safeParse({ ...question.body, show });
  if (!parsed.success) return null;
  try {
    const response = await settledWithin(drawProposal(parsed.data, { id: visitor.toLowerCase(), known: true }, locale), FIRST_DRAW_DEADLINE_MS);
    if (!response) {
      logger.warn("proposal first draw: no answer in time, the browser draws", { deadlineMs: FIRST_DRAW_DEADLINE_MS });
      return null;
    }
    return { key, moods, request: question.body, drawn: !show, facts: question.facts, departure: question.departure, response };
  } catch (error) {
    // No destination for these moods, a database hiccup: the screen draws and shows its own message.
    logger.warn("proposal first draw failed, the browser draws", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
