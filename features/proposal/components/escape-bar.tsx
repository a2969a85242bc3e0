"use client";

import { ArrowRight, CheckCircle2, Info } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** 'Escape trip': enabled once a stay and an access method are chosen; the hint names what is missing. */
export function EscapeBar({ hasStay, hasAccess, onEscape }: { hasStay: boolean; hasAccess: boolean; onEscape: () => void }) {
  const t = useTranslations("proposal");
  const ready = hasStay && hasAccess;
  const hint = ready ? t("hint.ready") : !hasStay && !hasAccess ? t("hint.both") : !hasStay ? t("hint.accommodation") : t("hint.access");
  return (
    <div data-bottom-bar className="sticky bottom-0 z-30 border-t border-line/70 bg-washi/90 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="escape-hint" role="status" aria-live="polite" data-testid="escape-hint" className={cn("flex items-center justify-center gap-1.5 text-sm sm:justify-start", ready ? "text-mood-deep" : "text-sumi-soft")}>
          {ready ? <CheckCircle2 aria-hidden className="size-4" /> : <Info aria-hidden className="size-4" />}
          {hint}
        </p>
        <Button variant="mood" size="lg" disabled={!ready} onClick={onEscape} aria-describedby="escape-hint" data-testid="escape-trip" className="w-full sm:w-auto sm:min-w-56">
          {t("escape")} <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
