"use client";

import { LocateFixed, MapPin, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import type { Locale } from "@/i18n/routing";
import { toast } from "@/lib/toast";
import type { LocationInfo } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { recentHistory, type DepartureHistoryEntry } from "../history";
import type { DepartureKind, DepartureOption } from "@/features/departures";
import { findPlaceByLabel, placeLabel } from "../suggestions";
import { useCurrentLocation, type LocatedPlace } from "../use-current-location";
import { useDepartureSearch } from "../use-departure-search";
import { DepartureOptions, type Option } from "./departure-options";
import { withJosa } from "@/lib/korean";

export interface DepartureValue {
  label: string;
  /** "text": typed, not (yet) a place; every other kind carries coordinates or a station. */
  kind: DepartureKind | "location" | "text";
  placeId?: string;
  stationId?: string;
  latitude?: number;
  longitude?: number;
  locationInfo?: LocationInfo;
}

/** Whether a departure can be drawn from: a place with a position or a station, not a bare text. */
export function isPlaced(value: DepartureValue | null): value is DepartureValue {
  return Boolean(value && value.kind !== "text" && (value.stationId || (value.latitude !== undefined && value.longitude !== undefined)));
}

/**
 * A history entry that can be left from: one with a position or a station, or a preset's name
 * (entries kept before departures carried their position); a bare typed text is left out.
 */
function placedEntry(h: DepartureHistoryEntry): DepartureHistoryEntry | null {
  if (h.latitude !== undefined || h.stationId) return h;
  const preset = findPlaceByLabel(h.label);
  return preset ? { ...h, kind: preset.kind, placeId: preset.id, stationId: preset.stationId, latitude: preset.latitude, longitude: preset.longitude } : null;
}

function fromOption(o: DepartureOption): DepartureValue {
  return { label: o.label, kind: o.kind, placeId: o.id, stationId: o.stationId, latitude: o.latitude, longitude: o.longitude };
}

/** The departure combobox: history when empty, every town and station while typing (GSI for addresses), and the browser location. */
export function DepartureField({ value, onChange, history }: { value: DepartureValue | null; onChange: (v: DepartureValue | null) => void; history: DepartureHistoryEntry[] }) {
  const t = useTranslations("magicQuestion.departure");
  const tl = useTranslations("magicQuestion.location");
  const tg = useTranslations("geo");
  const locale = useLocale();
  const fmt = useTripFormat();
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const input = React.useRef<HTMLInputElement>(null);
  const listId = React.useId();
  const text = value?.label ?? "";
  const search = useDepartureSearch(text, locale as Locale);

  const onLocated = React.useCallback(
    (place: LocatedPlace) => {
      onChange({ label: place.label, kind: "location", stationId: place.stationId, latitude: place.latitude, longitude: place.longitude, locationInfo: place.info });
      if (place.named) {
        const station = place.nearestStation;
        toast.success(tl("success"), {
          description: [tg("located", withJosa({ place: place.label })), station ? tg("nearestStation", { station: station.name, distance: station.distanceM }) : null].filter(Boolean).join(" · "),
        });
      } else {
        toast.warning(tl("fallback"), { description: tl("nearestDescription", { city: placeLabel(place.city, locale), km: Math.max(1, Math.round(place.distanceKm)) }) });
      }
      setOpen(false);
    },
    [locale, onChange, tl, tg],
  );
  const { locate, busy } = useCurrentLocation(onLocated);

  const groups = React.useMemo(() => {
    if (!text.trim()) {
      const recent = recentHistory(history.map(placedEntry).filter((h) => h !== null)).map<Option>((h, i) => ({
        key: `recent-${i}`,
        label: h.label,
        kind: h.kind,
        recent: true,
        value: { label: h.label, kind: h.kind, placeId: h.placeId, stationId: h.stationId, latitude: h.latitude, longitude: h.longitude },
      }));
      return recent.length ? [{ id: "recent", title: t("recent"), options: recent }] : [];
    }
    const s = search.suggestions;
    const sub = (o: DepartureOption) => {
      const where = o.area && o.prefecture ? fmt.placeInPrefecture(o.area, o.prefecture) : o.prefecture;
      return where && o.startName ? fmt.withAside(where, t("startsAt", { station: o.startName })) : where;
    };
    const toOptions = (options: DepartureOption[]) => options.map<Option>((o) => ({ key: o.id, label: o.label, sub: sub(o), kind: o.kind, value: fromOption(o) }));
    return [
      { id: "cities", title: t("cities"), options: toOptions(s.cities) },
      { id: "transit", title: t("transit"), options: toOptions(s.transit) },
      { id: "hotels", title: t("hotels"), options: toOptions(s.hotels) },
      { id: "attractions", title: t("attractions"), options: toOptions(s.attractions) },
      { id: "addresses", title: t("addresses"), options: toOptions(s.addresses) },
    ].filter((g) => g.options.length);
  }, [text, history, search.suggestions, t, fmt]);
  const flat = groups.flatMap((g) => g.options);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: Option) => {
    onChange(option.value);
    close();
  };
  // The list is a popup of the field: when focus moves on (Tab, a click or tap elsewhere) it closes,
  // so it never covers the control that now has focus. The list itself keeps focus in the field.
  const onBlur = () => close();
  const expanded = open && flat.length > 0;

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!flat.length) return;
      setActive((i) => (e.key === "ArrowDown" ? (i + 1) % flat.length : (i - 1 + flat.length) % flat.length));
    } else if (e.key === "Enter" && open && active >= 0 && flat[active]) {
      e.preventDefault();
      choose(flat[active]);
    } else if (e.key === "Escape" && open) {
      // Only the list closes; a dialog around the field (if any) stays.
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  // The option reached with the arrows stays in sight inside the scrolling list.
  React.useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  return (
    <div className="relative">
      <div className="relative">
        <MapPin aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-mood" />
        <input
          ref={input}
          id="departure"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={text}
          placeholder={t("placeholder")}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            onChange(e.target.value ? { label: e.target.value, kind: "text" } : null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="h-14 w-full rounded-2xl border border-line bg-white pl-11 pr-24 text-base shadow-soft placeholder:text-sumi-faint focus-visible:border-mood focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-mood"
        />
        <div className="absolute right-1.5 top-1/2 flex -translate-y-1/2 items-center">
          {text ? (
            <button type="button" aria-label={t("clear")} onClick={() => { onChange(null); input.current?.focus(); }} className="flex size-11 items-center justify-center rounded-full text-sumi-soft hover:bg-washi-deep">
              <X className="size-4" />
            </button>
          ) : null}
          <button
            type="button"
            aria-label={busy ? t("locating") : t("useLocation")}
            title={t("useLocation")}
            onClick={locate}
            disabled={busy}
            data-testid="use-location"
            className="flex size-11 items-center justify-center rounded-full text-mood hover:bg-mood-soft disabled:opacity-60"
          >
            {busy ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <LocateFixed className="size-5" />}
          </button>
        </div>
      </div>
      {value?.kind === "location" ? <p className="mt-1.5 px-1 text-xs text-sumi-soft">{t("fromLocation")}</p> : null}
      {open && groups.length === 0 ? (
        <div role="status" className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-line bg-white px-4 py-3 text-sm text-sumi-soft shadow-lift" data-testid="departure-status">
          {!text.trim() ? t("emptyHistory") : search.settled ? t("noMatch", { text: text.trim() }) : t("searching")}
          {text.trim() && search.settled ? (
            <button type="button" onPointerDown={(e) => e.preventDefault()} onClick={locate} disabled={busy} className="mt-2 flex min-h-11 items-center gap-2 font-semibold text-mood" data-testid="no-match-location">
              <LocateFixed aria-hidden className="size-4" /> {t("useLocation")}
            </button>
          ) : null}
        </div>
      ) : null}
      {!open && value?.kind === "text" ? (
        <p className="mt-1.5 px-1 text-xs text-sumi-soft" data-testid="departure-pick">
          {t("pick")}
        </p>
      ) : null}
      {expanded ? <DepartureOptions id={listId} label={t("label")} groups={groups} active={active} onChoose={choose} onHover={setActive} /> : null}
    </div>
  );
}
