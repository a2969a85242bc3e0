"use client";

import { AlertCircle, CheckCircle2, ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/utils";

interface ChoiceSectionProps {
  id: string;
  icon: React.ReactNode;
  title: string;
  /** Choice sections carry a red alert badge until something is chosen; others pass undefined. */
  chosen?: boolean;
  summary?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}

/** A section that opens and closes (button, so Enter and Space work), with the alert badge. */
export function ChoiceSection({ id, icon, title, chosen, summary, open, onOpenChange, children }: ChoiceSectionProps) {
  const t = useTranslations("proposal.sections");
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <section aria-labelledby={`${id}-title`} data-testid={`section-${id}`} className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-line/60">
        <CollapsibleTrigger className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left hover:bg-washi/60 sm:px-6">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-mood-soft text-mood [&_svg]:size-5">
            {icon}
          </span>
          <span className="min-w-0 flex-1">
            <span id={`${id}-title`} className="block text-base font-semibold">
              {title}
            </span>
            {summary ? <span className="block truncate text-xs text-sumi-soft">{summary}</span> : null}
          </span>
          {chosen === false ? (
            <span data-testid={`${id}-alert`} className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              <AlertCircle aria-hidden className="size-3.5" />
              {t("notSelected")}
            </span>
          ) : chosen ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-mood-soft px-2.5 py-1 text-xs font-semibold text-mood-deep">
              <CheckCircle2 aria-hidden className="size-3.5" />
              {t("selected")}
            </span>
          ) : null}
          <ChevronDown aria-hidden className={cn("size-5 shrink-0 text-sumi-soft transition-transform duration-300", open && "rotate-180")} />
        </CollapsibleTrigger>
        <CollapsibleContent className="border-t border-line/70 px-4 pb-5 pt-4 sm:px-6">{children}</CollapsibleContent>
      </section>
    </Collapsible>
  );
}
