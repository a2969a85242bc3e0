"use client";

import { Building2, Clock, Hotel, Landmark, LocateFixed, MapPin, Plane, TrainFront, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import type { Locale } from "@/i18n/routing";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { prefectureName } from "@/data/japan";
import type { LocationInfo } from "@/features/trip";
import { useTripFormat } from "@/features/trip/ui";
import { recentHistory, type DepartureHistoryEntry } from "../history";
import type { PlaceKind, PresetPlace } from "@/data/departures";
import { placeLabel, suggestPlaces } from "../suggestions";
import { useCurrentLocation, type LocatedPlace } from "../use-current-location";

export interface DepartureValue {
  label: string;
  kind: PlaceKind | "location" | "text";
  placeId?: string;
  stationId?: string;
  latitude?: number;
  longitude?: number;
  locationInfo?: LocationInfo;
}

const KIND_ICONS = { city: Building2, station: TrainFront, airport: Plane, hotel: Hotel, attraction: Landmark, location: LocateFixed, text: MapPin } as const;

interface Option {
  key: string;
  label: string;
  sub?: string;
  kind: DepartureValue["kind"];
  value: DepartureValue;
  recent?: boolean;
}

function fromPlace(place: PresetPlace, locale: Locale): DepartureValue {
  return { label: placeLabel(place, locale), kind: place.kind, placeId: place.id, stationId: place.stationId, latitude: place.latitude, longitude: place.longitude };
}

/** The departure combobox: history when empty, preset suggestions while typing, and the browser location. */
export function DepartureField({ value, onChange, history }: { value: DepartureValue | null; onChange: (v: DepartureValue | null) => void; history: DepartureHistoryEntry[] }) {
  const t = useTranslations("magicQuestion.departure");
  const tl = useTranslations("magicQuestion.location");
  const tg = useTranslations("geo");
  const locale = useLocale();
  const fmt = useTripFormat();
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const root = React.useRef<HTMLDivElement>(null);
  const input = React.useRef<HTMLInputElement>(null);
  const listId = React.useId();
  const text = value?.label ?? "";

  const onLocated = React.useCallback(
    (place: LocatedPlace) => {
      onChange({ label: place.label, kind: "location", stationId: place.stationId, latitude: place.latitude, longitude: place.longitude, locationInfo: place.info });
      if (place.named) {
        const station = place.nearestStation;
        toast.success(tl("success"), {
          description: [tg("located", { place: place.label }), station ? tg("nearestStation", { station: station.name, distance: station.distanceM }) : null].filter(Boolean).join(" · "),
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
      const recent = recentHistory(history).map<Option>((h, i) => ({
        key: `recent-${i}`,
        label: h.label,
        kind: h.kind,
        recent: true,
        value: { label: h.label, kind: h.kind, placeId: h.placeId, latitude: h.latitude, longitude: h.longitude },
      }));
      return recent.length ? [{ id: "recent", title: t("recent"), options: recent }] : [];
    }
    const s = suggestPlaces(text);
    const toOptions = (places: PresetPlace[]) =>
      places.map<Option>((p) => ({ key: p.id, label: placeLabel(p, locale), sub: p.area ? fmt.placeInPrefecture(p.area[locale], prefectureLabel(p)) : prefectureLabel(p), kind: p.kind, value: fromPlace(p, locale) }));
    return [
      { id: "cities", title: t("cities"), options: toOptions(s.cities) },
      { id: "transit", title: t("transit"), options: toOptions(s.transit) },
      { id: "hotels", title: t("hotels"), options: toOptions(s.hotels) },
      { id: "attractions", title: t("attractions"), options: toOptions(s.attractions) },
    ].filter((g) => g.options.length);
    function prefectureLabel(p: PresetPlace) {
      return prefectureName(p.prefecture, locale);
    }
  }, [text, history, locale, t, fmt]);
  const flat = groups.flatMap((g) => g.options);

  // Closes on a click or tap anywhere outside the field and its list.
  React.useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  const choose = (option: Option) => {
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!flat.length) return;
      setActive((i) => (e.key === "ArrowDown" ? (i + 1) % flat.length : (i - 1 + flat.length) % flat.length));
    } else if (e.key === "Enter" && open && active >= 0 && flat[active]) {
      e.preventDefault();
      choose(flat[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };

  let index = -1;
  return (
    <div ref={root} className="relative">
      <div className="relative">
        <MapPin aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-mood" />
        <input
          ref={input}
          id="departure"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
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
          className="h-14 w-full rounded-2xl border border-line bg-white pl-11 pr-24 text-base shadow-soft placeholder:text-sumi-soft/60 focus-visible:border-mood focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-mood/20"
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
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t("label")}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[400px] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white p-1.5 shadow-lift animate-fade-in"
          data-testid="departure-suggestions"
        >
          {groups.length === 0 ? (
            <p className="px-3 py-3 text-sm text-sumi-soft">{text.trim() ? t("noMatch") : t("emptyHistory")}</p>
          ) : (
            groups.map((g) => (
              <div key={g.id} role="group" aria-labelledby={`${listId}-${g.id}`}>
                <p id={`${listId}-${g.id}`} className="px-3 pb-1 pt-2.5 text-[11px] font-semibold uppercase tracking-wider text-sumi-soft">
                  {g.title}
                </p>
                {g.options.map((o) => {
                  index += 1;
                  const i = index;
                  const Icon = o.recent ? Clock : KIND_ICONS[o.kind];
                  return (
                    <div
                      key={o.key}
                      id={`${listId}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      onPointerDown={(e) => e.preventDefault()}
                      onClick={() => choose(o)}
                      onPointerEnter={() => setActive(i)}
                      className={cn("flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2", i === active ? "bg-mood-soft" : "hover:bg-washi-deep")}
                    >
                      <Icon aria-hidden className="size-4 shrink-0 text-mood" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-[15px]">{o.label}</span>
                        {o.sub ? <span className="block truncate text-xs text-sumi-soft">{o.sub}</span> : null}
                      </span>
                      <span className="shrink-0 text-[11px] text-sumi-soft">{t(`kinds.${o.kind}`)}</span>
                    </div>
                  );
                })}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
