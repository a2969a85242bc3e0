"use client";

import type * as React from "react";
import { FieldError } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface ToggleOption<V> {
  value: V;
  label: string;
  /** Read out in place of a short label ("Jan" → "January"). */
  fullLabel?: string;
  icon?: React.ReactNode;
}

/**
 * Toggle buttons for a multiple choice (moods, seasons, months). `all` adds a first toggle that
 * selects every option (and clears them when pressed again); `compact` lays the options out in one
 * row of small buttons.
 */
export function ToggleGroupField<V extends string | number>({
  id,
  label,
  options,
  value,
  onValue,
  error,
  hint,
  required,
  all,
  compact = false,
}: {
  id: string;
  label: React.ReactNode;
  options: ToggleOption<V>[];
  value: V[];
  onValue: (v: V[]) => void;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  all?: string;
  compact?: boolean;
}) {
  const allOn = options.every((o) => value.includes(o.value));
  const button = (on: boolean, wide = false) =>
    cn(
      "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border text-sm font-medium transition-colors [&_svg]:size-4",
      compact && !wide ? "px-1" : "px-4",
      on ? "border-mood bg-mood text-mood-ink" : "border-line bg-white text-sumi hover:bg-washi-deep",
    );
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium">
        {label}
        {required ? <span className="ml-1 text-xs text-brand" aria-hidden>*</span> : null}
      </legend>
      <div className={cn("gap-2", compact ? "flex flex-col gap-2 sm:flex-row sm:items-center" : "flex flex-wrap")} id={id}>
        {all !== undefined ? (
          <button type="button" aria-pressed={allOn} onClick={() => onValue(allOn ? [] : options.map((o) => o.value))} className={cn(button(allOn, true), "shrink-0")}>
            {all}
          </button>
        ) : null}
        <div className={compact ? "grid flex-1 grid-cols-6 gap-1.5 sm:grid-cols-12" : "contents"}>
          {options.map((o) => {
            const on = value.includes(o.value);
            return (
              <button
                key={o.value}
                type="button"
                aria-pressed={on}
                aria-label={o.fullLabel}
                onClick={() => onValue(on ? value.filter((v) => v !== o.value) : [...value, o.value])}
                className={button(on)}
              >
                {o.icon}
                {o.label}
              </button>
            );
          })}
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-sumi-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
