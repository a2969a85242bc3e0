"use client";

import * as React from "react";
import type { Locale } from "@/i18n/routing";
import { NO_SUGGESTIONS, type DepartureOption, type DepartureSuggestions } from "@/features/departures";
import { placeLabel, suggestPlaces } from "./suggestions";
import { prefectureName } from "@/data/japan";

// The departure field's suggestions while the traveller types: the presets at once (they ship
// with the page), then the server's answer over every municipality and station, and GSI's places
// for a text the list does not know (docs/decisions/0021-departures.md). The big list stays on
// the server, so it adds nothing to the page's JavaScript.

/** A pause in typing this long sends the text to the server. */
export const SEARCH_DEBOUNCE_MS = 150;

export type SearchState = { text: string; suggestions: DepartureSuggestions; settled: boolean };

function presetsFor(text: string, locale: Locale): DepartureSuggestions {
  const s = suggestPlaces(text);
  const toOption = (p: (typeof s.cities)[number]): DepartureOption => ({
    id: p.id,
    kind: p.kind,
    label: placeLabel(p, locale),
    prefecture: prefectureName(p.prefecture, locale),
    area: p.area?.[locale],
    latitude: p.latitude,
    longitude: p.longitude,
    stationId: p.stationId,
  });
  return { cities: s.cities.map(toOption), transit: s.transit.map(toOption), hotels: s.hotels.map(toOption), attractions: s.attractions.map(toOption), addresses: [] };
}

async function ask(text: string, locale: Locale, signal: AbortSignal): Promise<DepartureSuggestions | null> {
  const params = new URLSearchParams({ q: text, lang: locale });
  const response = await fetch(`/api/departures?${params}`, { signal });
  const body = (await response.json().catch(() => null)) as { ok?: boolean; suggestions?: DepartureSuggestions } | null;
  return response.ok && body?.ok && body.suggestions ? body.suggestions : null;
}

/**
 * Suggestions for `text`; `settled` once the server answered (or failed: then the presets stay
 * and the field does not claim that nothing exists).
 */
export function useDepartureSearch(text: string, locale: Locale): SearchState {
  const query = text.trim();
  const [answer, setAnswer] = React.useState<SearchState>({ text: "", suggestions: NO_SUGGESTIONS, settled: true });
  React.useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      ask(query, locale, controller.signal)
        .then((s) => setAnswer({ text: query, suggestions: s ?? presetsFor(query, locale), settled: s !== null }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ text: query, suggestions: presetsFor(query, locale), settled: false });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, locale]);
  if (!query) return { text: "", suggestions: NO_SUGGESTIONS, settled: true };
  if (answer.text === query) return answer;
  return { text: query, suggestions: presetsFor(query, locale), settled: false };
}
