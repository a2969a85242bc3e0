"use client";

import { CalendarOff, Camera, Check, Mountain, Sparkles, Star, UtensilsCrossed } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { cn } from "@/lib/utils";
import type { GachaProposal, ProposalHint } from "../types";

const ICONS = { sparkles: Sparkles, mountain: Mountain, utensils: UtensilsCrossed, camera: Camera, star: Star } as const;

// Tailwind needs whole class names: one entry per colour scheme the content uses.
const SCHEMES: Record<string, string> = {
  amber: "bg-amber-100 text-amber-700",
  emerald: "bg-emerald-100 text-emerald-700",
  sky: "bg-sky-100 text-sky-700",
  rose: "bg-rose-100 text-rose-700",
  violet: "bg-violet-100 text-violet-700",
  orange: "bg-orange-100 text-orange-700",
  teal: "bg-teal-100 text-teal-700",
};

/** What is on during the trip, then, kept apart, the famous sights that are not ("Lavender fields (July)"). */
export function ProposalHighlights({ highlights, outOfSeason = [] }: { highlights: string[]; outOfSeason?: GachaProposal["outOfSeason"] }) {
  const t = useTranslations("proposal");
  if (!highlights.length && !outOfSeason.length) return null;
  return (
    <section aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="mb-3 text-xl font-bold tracking-tight">
        {t("highlightsTitle")}
      </h2>
      {highlights.length ? null : <p className="mb-3 text-sm text-sumi-soft">{t("highlightsEmpty")}</p>}
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="highlights">
        {highlights.map((h) => (
          <li key={h} className="flex items-start gap-3 rounded-2xl bg-white px-4 py-3 shadow-soft ring-1 ring-line/60">
            <span aria-hidden className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-mood-soft text-mood">
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            <span className="text-[15px] leading-snug">{h}</span>
          </li>
        ))}
      </ul>
      {outOfSeason.length ? (
        <div className="mt-4 rounded-2xl bg-washi-deep/60 px-4 py-3" data-testid="out-of-season">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-sumi">
            <CalendarOff aria-hidden className="size-4 text-sumi-soft" />
            {t("outOfSeasonTitle")}
          </h3>
          <p className="mt-0.5 text-xs text-sumi-soft">{t("outOfSeasonLead")}</p>
          <ul className="mt-2 space-y-1 text-sm text-sumi-soft">
            {outOfSeason.map((o) => (
              <li key={o.text}>{t("outOfSeasonItem", { text: o.text, months: o.months })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Up to 6 adventure hints: a swipeable row on phones, a grid on wider screens. While the row
 * scrolls it is a named region in the tab order, so the arrow keys can scroll it too.
 */
export function ProposalHints({ hints }: { hints: ProposalHint[] }) {
  const t = useTranslations("proposal");
  const row = React.useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(row, hints.length);
  if (!hints.length) return null;
  return (
    <section>
      <div className="mb-3">
        <h2 id="hints-title" className="text-xl font-bold tracking-tight">
          {t("hintsTitle")}
        </h2>
        <p id="hints-lead" className="text-sm text-sumi-soft">
          {t("hintsLead")}
        </p>
      </div>
      <div
        ref={row}
        role="region"
        aria-labelledby="hints-title"
        aria-describedby="hints-lead"
        tabIndex={scrolls ? 0 : undefined}
        data-testid="hints-row"
        className="-mx-4 snap-x snap-mandatory overflow-x-auto rounded-3xl px-4 pb-2 pt-1 focus-visible:outline-offset-[-2px] sm:mx-0 sm:overflow-visible sm:px-0"
      >
        <ul data-testid="hints" className="flex gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3">
          {hints.map((h) => {
            const Icon = ICONS[h.icon] ?? Star;
            return (
              <li key={h.id} className="w-[78%] shrink-0 snap-start rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 sm:w-auto">
                <div className="mb-3 flex items-center justify-between">
                  <span aria-hidden className={cn("flex size-10 items-center justify-center rounded-2xl", SCHEMES[h.colorScheme] ?? SCHEMES.amber)}>
                    <Icon className="size-5" />
                  </span>
                  <span className="flex items-center gap-2 text-xs text-sumi-soft">
                    <span className="rounded-full bg-washi-deep px-2 py-0.5 font-medium">{t(`hintCategories.${h.category}`)}</span>
                    {h.rating !== null ? (
                      <span className="inline-flex items-center gap-0.5" aria-label={t("rating", { rating: h.rating.toFixed(1) })}>
                        <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                        {h.rating.toFixed(1)}
                      </span>
                    ) : null}
                  </span>
                </div>
                <h3 className="font-semibold leading-snug">{h.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-sumi-soft">{h.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Whether the element's content is wider than the element (the phone's swipeable row). */
function useScrolls(ref: React.RefObject<HTMLElement | null>, items: number) {
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, items]);
  return scrolls;
}
