"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { toast } from "@/lib/toast";
import { useRouter } from "@/i18n/navigation";
import type { MoodId } from "@/lib/moods";
import { consumeFreshDraw, placeExclusionsStore, readCurrentProposal, searchExclusions, syncTripCookie, writeCurrentProposal } from "@/features/trip";
import { type TripFacts } from "@/features/trip";
import { drawQuestion, proposalKey, sameQuestion, type Departure } from "./draw-request";
import type { FirstDraw } from "./first-draw";
import { fetchProposal } from "./proposal-client";
import { REVEAL_DELAY_MS } from "./constants";
import { offlineProposalStore, readOfflineProposal } from "./offline-copy";
import type { ProposalResponse } from "./types";
import { magicDataStore, escapeMagicDataStore } from "@/features/trip";

export type Phase = "loading" | "revealing" | "shown" | "error";

interface State {
  phase: Phase;
  data: ProposalResponse | null;
  error: string | null;
  accommodationId: string | null;
  accessId: string | null;
  /** Bumped on every new reveal, to restart entry animations. */
  revealKey: number;
  /** Shown from the copy kept on this device because the network is gone. */
  offline: boolean;
  /** The hash that was on screen before the press that drew what is shown (null: none was). */
  sealedBefore: string | null;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Restore = { accommodationId: string | null; accessId: string | null };

/**
 * The proposal flow: loading, a one-second reveal, shown; 'next' reveals another
 * destination after 1000 ms. The destination on screen is remembered for the session, so a
 * language switch or a return to the page shows it again; a new search draws afresh.
 * `initial` is the server's first draw (first-draw.ts): shown at once when it answered what this
 * browser would ask, else the browser draws as usual.
 */
export function useProposal(moods: MoodId[], prefecture: string | null, goTo: string | null = null, initial: FirstDraw | null = null) {
  const t = useTranslations("proposal");
  const tTrip = useTranslations("trip");
  const tErrors = useTranslations("errors");
  const locale = useLocale();
  const key = proposalKey(moods, prefecture);
  const [state, setState] = React.useState<State>(() =>
    initial
      ? { phase: "shown", data: initial.response, error: null, accommodationId: null, accessId: null, revealKey: 0, offline: false, sealedBefore: null }
      : { phase: "loading", data: null, error: null, accommodationId: null, accessId: null, revealKey: 0, offline: false, sealedBefore: null },
  );
  // The question last asked, for the 'how this draw works' sheet; the seal the next press sends.
  const asked = React.useRef(initial?.request ?? null);
  const seal = React.useRef(initial?.response.next ?? null);
  const [trip, setTrip] = React.useState<{ facts: TripFacts; departure: Departure } | null>(() => (initial ? { facts: initial.facts, departure: initial.departure } : null));
  const busy = React.useRef(false);
  const started = React.useRef(false);
  const router = useRouter();

  const ask = React.useCallback(() => {
    const question = drawQuestion(magicDataStore.read(), escapeMagicDataStore.read(), moods, prefecture, tTrip("defaultHub"));
    // The places the traveller left out, for good and for this search.
    const exclude = [...new Set([...(placeExclusionsStore.read()?.items.map((i) => i.id) ?? []), ...searchExclusions(key)])];
    return exclude.length ? { ...question, body: { ...question.body, exclude } } : question;
  }, [moods, prefecture, tTrip, key]);

  /** Keeps what is on screen for the session and for the offline trip pack. */
  const keep = React.useCallback(
    (response: ProposalResponse, picks: Restore) => {
      writeCurrentProposal({ key, destinationId: response.proposal.id, ...picks, pool: response.pool });
      offlineProposalStore.write({ locale, response, ...picks, savedAt: Date.now() });
    },
    [key, locale],
  );
  /** A destination newly on screen: kept, and the traveller told when the list started over. */
  const remember = React.useCallback(
    (response: ProposalResponse, picks: Restore) => {
      keep(response, picks);
      if (response.reset) toast.info(t("reset"));
    },
    [keep, t],
  );

  const load = React.useCallback(
    async (options: { show?: string; restore?: Restore; unsee?: string } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, phase: s.data ? "revealing" : "loading" }));
      const { facts, departure, body: question } = ask();
      setTrip({ facts, departure });
      const sealed = seal.current;
      const body = { ...question, show: options.show, unsee: options.unsee, seal: sealed?.seal };
      asked.current = question;
      const begun = performance.now();
      const result = await fetchProposal(body, locale);
      await wait(Math.max(0, REVEAL_DELAY_MS - (performance.now() - begun)));
      busy.current = false;
      if (!result.ok) {
        // No network: the last proposal shown on this device, with the stay and route picked.
        const copy = result.code === "NETWORK_ERROR" ? readOfflineProposal(locale) : null;
        if (copy) {
          setState((s) => ({ phase: "shown", data: copy.response, error: null, accommodationId: copy.accommodationId, accessId: copy.accessId, revealKey: s.revealKey + 1, offline: true, sealedBefore: null }));
          return;
        }
        const message = result.message || tErrors(result.code === "NETWORK_ERROR" ? "codes.NETWORK_ERROR" : "codes.GENERIC");
        setState((s) => ({ ...s, phase: "error", error: message, offline: false }));
        return;
      }
      const { accommodationId, accessId } = restoredPicks(result, options.restore);
      seal.current = result.next ?? null;
      setState((s) => ({ phase: "shown", data: result, error: null, accommodationId, accessId, revealKey: s.revealKey + 1, offline: false, sealedBefore: sealed?.commitment ?? null }));
      remember(result, { accommodationId, accessId });
    },
    [ask, locale, tErrors, remember],
  );

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A departure stored without a position (before departures kept one) is asked again, never
    // drawn from Tokyo: the magic question says so and keeps the other answers.
    if (ask().unplaced) {
      router.replace("/magic-question");
      return;
    }
    const current = consumeFreshDraw() ? null : readCurrentProposal(key);
    // 'Go here' from a destination page shows that destination (the screen then drops it from the address).
    const shown = goTo ?? current?.destinationId;
    const restore = current && current.destinationId === shown ? current : undefined;
    if (initial && navigator.onLine) {
      // The server's draw stands when it answered this browser's own question about the same
      // destination; the stay and route picked earlier come back.
      const drawn = initial.response.proposal.id;
      if (sameQuestion(ask().body, initial.request) && (!shown || shown === drawn)) {
        const picks = restoredPicks(initial.response, restore);
        // The picks live in this tab's session storage, which the server's render cannot see.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        if (picks.accommodationId || picks.accessId) setState((s) => ({ ...s, ...picks }));
        remember(initial.response, picks);
        return;
      }
      // An old cookie or another tab's answers: the cookie is set right and the browser draws;
      // the server's destination, never seen, goes back into the pool.
      syncTripCookie();
      setState((s) => ({ ...s, data: null }));
      void load({ show: shown, restore, unsee: initial.drawn ? drawn : undefined });
      return;
    }
    // Offline, a page kept by the service worker holds an old draw: the copy kept on this device
    // (with the stay and route picked) is what the draw falls back to.
    if (initial) setState((s) => ({ ...s, data: null }));
    void load(shown ? { show: shown, restore } : {});
  }, [key, load, goTo, initial, ask, remember, router]);

  const select = React.useCallback(
    (change: { accommodationId?: string; accessId?: string }) => {
      setState((s) => {
        const next = { ...s, ...change };
        if (s.data && !s.offline) keep(s.data, { accommodationId: next.accommodationId, accessId: next.accessId });
        return next;
      });
    },
    [keep],
  );

  const question = React.useCallback(() => asked.current, []);
  return { ...state, trip: trip?.facts ?? null, departure: trip?.departure ?? null, next: () => load(), retry: () => load(), select, question };
}

/** The stay and route picked earlier, where this answer still offers them. */
function restoredPicks(response: ProposalResponse, restore: Restore | undefined): Restore {
  const stays = new Set(response.proposal.accommodations.map((a) => a.id));
  const routes = new Set(response.proposal.access.options.map((o) => o.id));
  return {
    accommodationId: restore?.accommodationId && stays.has(restore.accommodationId) ? restore.accommodationId : null,
    accessId: restore?.accessId && routes.has(restore.accessId) ? restore.accessId : null,
  };
}
