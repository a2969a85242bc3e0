"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";

/** The next press's seed hash, on screen before the press (the odds sheet checks the draw against it). */
export function SealChip({ commitment }: { commitment: string }) {
  const t = useTranslations("proposal.odds");
  return (
    <span title={t("nextSealHint")} data-testid="next-seal" data-commitment={commitment} className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-black/25 px-3 font-mono text-[11px] text-white/85 backdrop-blur-md">
      <Lock aria-hidden className="size-3" />
      {t("nextSealShort", { hash: commitment.slice(0, 10) })}
    </span>
  );
}
