"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { cn } from "@/lib/utils";
import { INTRO_PHASES, INTRO_TAIL_MS } from "../constants";
import styles from "./destiny.module.css";

/** 'escape the busy city' (2000 ms), 'go on an adventure' (1500 ms), 'a fateful place was found' (2500 ms), then 500 ms. */
export function SearchingIntro({ onDone }: { onDone: () => void }) {
  const t = useTranslations("destiny.intro");
  const [phase, setPhase] = React.useState(0);
  const finish = React.useEffectEvent(() => onDone());

  React.useEffect(() => {
    const timers: number[] = [];
    let at = 0;
    INTRO_PHASES.forEach((_, i) => {
      if (i > 0) timers.push(window.setTimeout(() => setPhase(i), at));
      at += INTRO_PHASES[i].ms;
    });
    timers.push(window.setTimeout(() => finish(), at + INTRO_TAIL_MS));
    return () => timers.forEach((id) => window.clearTimeout(id));
  }, []);

  const current = INTRO_PHASES[phase];
  return (
    <div className="flex flex-col items-center gap-10 text-center" data-testid="searching-intro" data-phase={current.key}>
      <p key={current.key} role="status" aria-live="polite" className={cn("text-balance text-3xl font-bold tracking-tight drop-shadow sm:text-5xl", styles.phrase)}>
        {t(current.key)}
      </p>
      <div className="flex w-64 gap-2" aria-hidden>
        {INTRO_PHASES.map((p, i) => (
          <span key={p.key} className="h-1 flex-1 overflow-hidden rounded-full bg-white/20" style={{ flexGrow: p.ms }}>
            {i < phase ? <span className="block h-full w-full bg-white" /> : null}
            {i === phase ? <span className={cn("block h-full w-full bg-white", styles.fill)} style={{ animationDuration: `${p.ms}ms` }} /> : null}
          </span>
        ))}
      </div>
    </div>
  );
}
