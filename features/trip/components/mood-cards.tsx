"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { MOOD_ICONS, MOOD_IMAGES, MOODS, type MoodId } from "@/lib/moods";
import { cn } from "@/lib/utils";

interface MoodCardsProps {
  selected: MoodId[];
  onToggle: (mood: MoodId) => void;
  /** One mood (radio semantics) or several (checkbox semantics). */
  multiple?: boolean;
  label: string;
  className?: string;
}

/** The five mood cards, each in its own palette, with the mood's art. */
export function MoodCards({ selected, onToggle, multiple = false, label, className }: MoodCardsProps) {
  const t = useTranslations("travel");
  const refs = React.useRef<(HTMLButtonElement | null)[]>([]);

  // Radio semantics: arrow keys move between the cards and select, as a radio group does.
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    if (multiple) return;
    const delta = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + MOODS.length) % MOODS.length;
    refs.current[next]?.focus();
    onToggle(MOODS[next]);
  };

  return (
    <div role={multiple ? "group" : "radiogroup"} aria-label={label} className={cn("grid grid-cols-2 gap-3 sm:grid-cols-5", className)}>
      {MOODS.map((mood, index) => {
        const Icon = MOOD_ICONS[mood];
        const on = selected.includes(mood);
        const focusable = multiple || on || (selected.length === 0 && index === 0);
        return (
          <button
            key={mood}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role={multiple ? "checkbox" : "radio"}
            aria-checked={on}
            tabIndex={focusable ? 0 : -1}
            data-mood={mood}
            data-testid={`mood-${mood}`}
            onClick={() => onToggle(mood)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              "group relative flex min-h-28 flex-col justify-end overflow-hidden rounded-2xl border-2 p-3 text-left transition-all duration-300",
              "last:col-span-2 sm:last:col-span-1 sm:min-h-40",
              on ? "border-mood shadow-lift ring-4 ring-mood/20" : "border-transparent shadow-soft hover:-translate-y-0.5 hover:shadow-lift",
            )}
          >
            <img src={MOOD_IMAGES[mood]} alt="" aria-hidden className="absolute inset-0 h-full w-full object-cover transition-transform duration-700 group-hover:scale-105" />
            <span
              aria-hidden
              className={cn(
                "absolute right-2.5 top-2.5 flex size-7 items-center justify-center rounded-full border transition-all",
                on ? "scale-100 border-white bg-white text-mood" : "scale-90 border-white/70 bg-black/10 text-transparent",
              )}
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
            {/* The scrim follows the text's own height (descriptions wrap to two or three lines in
                some languages), so the words keep 4.5:1 over any part of the art. */}
            <span className="relative isolate flex flex-col">
              <span
                aria-hidden
                className={cn(
                  "absolute -inset-x-3 -bottom-3 -top-10 -z-10",
                  on
                    ? "bg-[linear-gradient(to_top,color-mix(in_srgb,var(--mood-deep)_85%,transparent),color-mix(in_srgb,var(--mood-deep)_62%,transparent)_70%,transparent)]"
                    : "bg-[linear-gradient(to_top,rgb(0_0_0/0.72),rgb(0_0_0/0.52)_70%,transparent)]",
                )}
              />
              <span className="relative flex items-center gap-1.5 text-lg font-bold text-white drop-shadow">
                <Icon aria-hidden className="size-5 shrink-0" />
                {t(`moods.${mood}`)}
              </span>
              <span className="relative mt-0.5 text-xs leading-snug text-white/90">{t(`moodDescriptions.${mood}`)}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
