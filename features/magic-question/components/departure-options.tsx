"use client";

import { Building2, Clock, Hotel, Landmark, LocateFixed, MapPin, Plane, TrainFront } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { DepartureValue } from "./departure-field";

const KIND_ICONS = { city: Building2, station: TrainFront, airport: Plane, hotel: Hotel, attraction: Landmark, address: MapPin, location: LocateFixed, text: MapPin } as const;

export interface Option {
  key: string;
  label: string;
  sub?: string;
  kind: DepartureValue["kind"];
  value: DepartureValue;
  recent?: boolean;
}

interface DepartureOptionsProps {
  /** The listbox's id; option n is `${id}-${n}`, which the field names as its active descendant. */
  id: string;
  label: string;
  groups: { id: string; title: string; options: Option[] }[];
  active: number;
  onChoose: (option: Option) => void;
  onHover: (index: number) => void;
}

/** The departure field's popup list. Focus stays in the field; options are chosen by click or Enter there. */
export function DepartureOptions({ id, label, groups, active, onChoose, onHover }: DepartureOptionsProps) {
  const t = useTranslations("magicQuestion.departure");
  // Options are numbered across the groups, as the field counts them with the arrow keys.
  const firstIndex = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.options.length, 0));
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[400px] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white p-1.5 shadow-lift animate-fade-in"
      data-testid="departure-suggestions"
      // A press on the list (an option, its scrollbar) keeps focus, and so the open list, in the field.
      onPointerDown={(e) => e.preventDefault()}
    >
      {groups.map((g, gi) => (
        <div key={g.id} role="group" aria-labelledby={`${id}-${g.id}`}>
          <p id={`${id}-${g.id}`} className="px-3 pb-1 pt-2.5 text-[11px] font-semibold uppercase tracking-wider text-sumi-soft">
            {g.title}
          </p>
          {g.options.map((o, oi) => {
            const i = firstIndex[gi] + oi;
            const Icon = o.recent ? Clock : KIND_ICONS[o.kind];
            return (
              <div
                key={o.key}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === active}
                onClick={() => onChoose(o)}
                onPointerEnter={() => onHover(i)}
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
      ))}
    </div>
  );
}
