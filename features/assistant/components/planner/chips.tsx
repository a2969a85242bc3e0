"use client";

import { Check } from "lucide-react";
import * as React from "react";
import { cn } from "@/lib/utils";

/** A labelled row of chips: single choice (radio) or several (checkbox). */
export function ChipGroup({ label, kind, children }: { label: string; kind: "radio" | "checkbox"; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={id} className="text-sm font-medium text-sumi">
        {label}
      </span>
      <div role={kind === "radio" ? "radiogroup" : "group"} aria-labelledby={id} className="flex flex-wrap gap-2">
        {children}
      </div>
    </div>
  );
}

export function Chip({ kind, selected, onClick, children }: { kind: "radio" | "checkbox"; selected: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      role={kind}
      aria-checked={selected}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors",
        selected ? "border-mood bg-mood-soft font-medium text-mood-deep" : "border-line bg-white text-sumi hover:border-mood/60",
      )}
    >
      {selected && kind === "checkbox" ? <Check aria-hidden className="size-4" /> : null}
      {children}
    </button>
  );
}
