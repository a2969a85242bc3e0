"use client";

import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { toast } from "@/lib/toast";
import type { MoodId } from "@/lib/moods";
import { isBookableStay } from "@/features/trip";
import { consumeFreshDraw, readCurrentProposal, writeCurrentProposal } from "@/features/trip";
import { type TripFacts } from "@/features/trip";
import { tripFacts } from "@/features/trip";
import { fetchProposal } from "./proposal-client";
import { REVEAL_DELAY_MS } from "./constants";
import { offlineProposalStore, readOfflineProposal } from "./offline-copy";
import type { ProposalRequest } from "./schemas";
import type { ProposalResponse } from "./types";
import { magicDataStore, escapeMagicDataStore } from "@/features/trip";

/** Where the traveller leaves from: a preset's station, a position, or only a typed name. */
export interface Departure {
  label?: string;
  stationId?: string;
  latitude?: number;
  longitude?: number;
}

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
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The proposal flow: loading, a one-second reveal, shown; 'next' reveals another
 * destination after 1000 ms. The destination on screen is remembered for the session, so a
 * language switch or a return to the page shows it again; a new search draws afresh.
 */
export function useProposal(moods: MoodId[], prefecture: string | null, goTo: string | null = null) {
  const t = useTranslations("proposal");
  const tTrip = useTranslations("trip");
  const tErrors = useTranslations("errors");
  const locale = useLocale();
  const key = `${[...moods].sort().join(",")}|${prefecture ?? ""}`;
  const [state, setState] = React.useState<State>({ phase: "loading", data: null, error: null, accommodationId: null, accessId: null, revealKey: 0, offline: false });
  const [trip, setTrip] = React.useState<{ facts: TripFacts; departure: Departure } | null>(null);
  const busy = React.useRef(false);
  const started = React.useRef(false);

  const load = React.useCallback(
    async (options: { show?: string; restore?: { accommodationId: string | null; accessId: string | null } } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, phase: s.data ? "revealing" : "loading" }));
      const magic = magicDataStore.read();
      const facts = tripFacts(magic, escapeMagicDataStore.read(), moods, tTrip("defaultHub"));
      const coordinates = magic?.hubCoordinates;
      const departure: Departure = { label: facts.hub, stationId: magic?.hubStationId, latitude: coordinates?.latitude, longitude: coordinates?.longitude };
      setTrip({ facts, departure });
      // Dates kept from an earlier visit are left out once they can no longer be booked.
      const dated = facts.checkIn && isBookableStay(facts.checkIn, facts.checkOut);
      const body: ProposalRequest = {
        moods,
        prefectures: prefecture ? [prefecture] : undefined,
        checkIn: dated ? facts.checkIn : undefined,
        checkOut: dated ? facts.checkOut : undefined,
        guests: facts.guestCount,
        departure,
        hasCar: facts.hasCar,
        show: options.show,
      };
      const begun = performance.now();
      const result = await fetchProposal(body, locale);
      await wait(Math.max(0, REVEAL_DELAY_MS - (performance.now() - begun)));
      busy.current = false;
      if (!result.ok) {
        // No network: the last proposal shown on this device, with the stay and route picked.
        const copy = result.code === "NETWORK_ERROR" ? readOfflineProposal(locale) : null;
        if (copy) {
          setState((s) => ({ phase: "shown", data: copy.response, error: null, accommodationId: copy.accommodationId, accessId: copy.accessId, revealKey: s.revealKey + 1, offline: true }));
          return;
        }
        const message = result.message || tErrors(result.code === "NETWORK_ERROR" ? "codes.NETWORK_ERROR" : "codes.GENERIC");
        setState((s) => ({ ...s, phase: "error", error: message, offline: false }));
        return;
      }
      const stays = new Set(result.proposal.accommodations.map((a) => a.id));
      const routes = new Set(result.proposal.access.options.map((o) => o.id));
      const accommodationId = options.restore?.accommodationId && stays.has(options.restore.accommodationId) ? options.restore.accommodationId : null;
      const accessId = options.restore?.accessId && routes.has(options.restore.accessId) ? options.restore.accessId : null;
      setState((s) => ({ phase: "shown", data: result, error: null, accommodationId, accessId, revealKey: s.revealKey + 1, offline: false }));
      writeCurrentProposal({ key, destinationId: result.proposal.id, accommodationId, accessId, pool: result.pool });
      offlineProposalStore.write({ locale, response: result, accommodationId, accessId, savedAt: Date.now() });
      if (result.reset) toast.info(t("reset"));
    },
    [moods, prefecture, locale, key, t, tTrip, tErrors],
  );

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    const current = consumeFreshDraw() ? null : readCurrentProposal(key);
    // 'Go here' from a destination page shows that destination (the screen then drops it from the address).
    const shown = goTo ?? current?.destinationId;
    void load(shown ? { show: shown, restore: current?.destinationId === shown ? current : undefined } : {});
  }, [key, load, goTo]);

  const select = React.useCallback(
    (change: { accommodationId?: string; accessId?: string }) => {
      setState((s) => {
        const next = { ...s, ...change };
        if (s.data && !s.offline) {
          writeCurrentProposal({ key, destinationId: s.data.proposal.id, accommodationId: next.accommodationId, accessId: next.accessId, pool: s.data.pool });
          offlineProposalStore.write({ locale, response: s.data, accommodationId: next.accommodationId, accessId: next.accessId, savedAt: Date.now() });
        }
        return next;
      });
    },
    [key, locale],
  );

  return { ...state, trip: trip?.facts ?? null, departure: trip?.departure ?? null, next: () => load(), retry: () => load(), select };
}
