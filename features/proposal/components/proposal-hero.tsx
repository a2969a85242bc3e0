"use client";

import { ChevronDown, Dices, Flower2, Leaf, MapPin, Shuffle, Snowflake, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { PhotoCredit } from "@/components/shell/photo-credit";
import { Button } from "@/components/ui/button";
import { MOOD_ICONS, type MoodId } from "@/lib/moods";
import { cn } from "@/lib/utils";
import type { GachaProposal, ProposalPool } from "../types";
import styles from "./proposal.module.css";
import { Picture } from "@/components/shell/picture";
import { InLang } from "@/components/ui/in-lang";

interface ProposalHeroProps {
  proposal: GachaProposal;
  pool: ProposalPool;
  wanted: MoodId[];
  tripLine: string | null;
  revealing: boolean;
  revealKey: number;
  onNext: () => void;
  /** Chips under the pool line (how far, how the draw works). */
  poolExtras?: React.ReactNode;
  /** More actions beside 'next proposal' (not this place, been there). */
  actions?: React.ReactNode;
}

/** The full-screen hero: art, prefecture badge, name, description, mood chips and 'next proposal'. */
export function ProposalHero({ proposal, pool, wanted, tripLine, revealing, revealKey, onNext, poolExtras, actions }: ProposalHeroProps) {
  const t = useTranslations("proposal");
  const tm = useTranslations("travel.moods");
  const td = useTranslations("trip.duration");
  const duration = (minutes: number) => (minutes % 60 ? td("hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : td("hours", { hours: minutes / 60 }));
  const inSeason = proposal.bestSeasons?.includes(pool.season) ? pool.season : null;
  const stagger = (i: number) => ({ animationDelay: `${150 + i * 90}ms` });
  // The first destination drawn into the page (revealKey 0) arrives by motion alone: text that
  // starts transparent is not painted, so the page's largest paint would wait for the fade.
  // Each reveal after that fades in as the spec's gacha reveal.
  const arrive = revealKey === 0;
  const rise = arrive ? styles.arrive : styles.rise;

  return (
    <section aria-labelledby="destination-name" className={cn("relative isolate flex min-h-[100svh] flex-col justify-end overflow-hidden bg-mood-deep text-white", styles.heroFocus)}>
      <Picture key={`img-${revealKey}`} src={proposal.heroImage} sizes="100vw" alt="" aria-hidden fetchPriority="high" className={cn("absolute inset-0 -z-10 h-full w-full object-cover", arrive ? styles.heroArrive : styles.heroImage)} />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-mood-deep via-mood-deep/45 to-black/25" />
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b from-black/40 to-transparent" />
      {proposal.heroCredit ? <PhotoCredit credit={proposal.heroCredit} label={t("photo")} className="absolute bottom-2 right-3 z-10 max-w-[80%] truncate text-right text-white/85" /> : null}

      {/* The scrim darkens the art behind the words, whatever the art: light skies and snow too. */}
      <div className={cn("w-full", styles.scrim)}>
        <div key={`text-${revealKey}`} className="mx-auto w-full max-w-5xl px-5 pb-24 pt-28 sm:px-8 sm:pb-28">
          <p className={cn("mb-4 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-black/25 px-3 py-1.5 text-xs font-medium backdrop-blur-md", rise)} style={stagger(0)} data-testid="pool-line">
            <Dices aria-hidden className="size-3.5" />
            <span>{pool.fallback ? t("poolFallback", { total: pool.total }) : t("pool", { total: pool.total })}</span>
            <span aria-hidden className="text-white/75">·</span>
            <span className="tabular-nums text-white/80">{t("poolSeen", { seen: pool.seen, total: pool.total })}</span>
            {pool.reach ? (
              <>
                <span aria-hidden className="text-white/75">·</span>
                <span data-testid="pool-reach">
                  {t(pool.reach.widened ? "poolReachWidened" : "poolReach", { time: duration(pool.reach.minutes), from: pool.reach.from })}
                  {pool.reach.islands ? t("poolIslands") : null}
                </span>
              </>
            ) : null}
            {pool.excluded ? (
              <>
                <span aria-hidden className="text-white/75">·</span>
                <span data-testid="pool-excluded">{t("poolExcluded", { count: pool.excluded })}</span>
              </>
            ) : null}
            {pool.budget ? (
              <>
                <span aria-hidden className="text-white/75">·</span>
                <span data-testid="pool-budget">{t("poolBudget", { cap: pool.budget.cap, guests: pool.budget.guests })}</span>
              </>
            ) : null}
          </p>
          {poolExtras ? (
            <div className={cn("-mt-2 mb-4 flex flex-wrap items-center gap-2", rise)} style={stagger(0)}>
              {poolExtras}
            </div>
          ) : null}
          <p className={cn("mb-2", rise)} style={stagger(1)}>
            <span className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-mood-deep shadow-soft" data-testid="prefecture-badge">
              <MapPin aria-hidden className="size-3.5" />
              {proposal.prefecture}
            </span>
            {inSeason ? (
              <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-mood px-3 py-1 text-sm font-semibold text-mood-ink shadow-soft" data-testid="season-badge">
                <Leaf aria-hidden className="size-3.5" />
                {t(`inSeason.${inSeason}`)}
              </span>
            ) : null}
          </p>
          <h1 id="destination-name" data-testid="destination-name" className={cn("text-balance text-5xl font-bold tracking-tight drop-shadow-md sm:text-7xl", rise)} style={stagger(2)}>
            <InLang text={proposal.name} />
          </h1>
          {proposal.season ? (
            <p className={cn("mt-3 flex max-w-2xl items-start gap-2 text-pretty text-base font-medium text-white sm:text-lg", rise)} style={stagger(3)} data-testid="season-line">
              <SeasonIcon season={proposal.season} />
              <span>
                <span className="font-semibold">{t(`tripSeason.${proposal.season}`)}</span>
                {proposal.seasonLine ? <span className="text-white/90">{` · ${proposal.seasonLine}`}</span> : null}
              </span>
            </p>
          ) : null}
          <p className={cn("mt-4 max-w-2xl text-pretty text-[15px] leading-relaxed text-white/90 line-clamp-5 sm:text-lg sm:line-clamp-none", rise)} style={stagger(3)}>
            <InLang text={proposal.description} />
          </p>
          <ul aria-label={t("moodsLabel")} className={cn("mt-5 flex flex-wrap gap-2", rise)} style={stagger(4)}>
            {proposal.moods.map((m) => {
              const Icon = MOOD_ICONS[m];
              const match = wanted.includes(m);
              return (
                <li
                  key={m}
                  data-mood={m}
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium backdrop-blur-md",
                    match ? "bg-mood text-mood-ink ring-2 ring-white/70" : "bg-white/15 text-white ring-1 ring-white/30",
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                  {tm(m)}
                </li>
              );
            })}
          </ul>
          <div className={cn("mt-7 flex flex-wrap items-center gap-x-4 gap-y-3", rise)} style={stagger(5)}>
            {/* Dark glass: white words on a light veil fell below 4.5:1 over bright art. */}
            <Button variant="glass" size="lg" onClick={onNext} disabled={revealing} data-testid="next-proposal" className="border-white/40 bg-black/30 hover:bg-black/45">
              <Shuffle aria-hidden className={cn(revealing && styles.spinSlow)} />
              {t("next")}
            </Button>
            {actions}
            {tripLine ? <p className="text-sm text-white/80">{tripLine}</p> : null}
          </div>
        </div>
      </div>

      <a href="#trip-details" className="absolute inset-x-0 bottom-4 mx-auto flex min-h-11 w-fit flex-col items-center justify-center gap-0.5 rounded-full px-4 py-1 text-xs text-white/75 hover:text-white">
        {t("scrollHint")}
        <ChevronDown aria-hidden className={cn("size-5", styles.drift)} />
      </a>

      {revealing ? <RevealOverlay label={t("revealing")} /> : null}
    </section>
  );
}

/** The curtain while the next destination is drawn: a light beam across the art. */
function RevealOverlay({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="revealing" className="absolute inset-0 z-10 flex items-center justify-center overflow-hidden bg-mood-deep/70 backdrop-blur-md animate-fade-in">
      <div aria-hidden className={cn("absolute inset-y-0 left-0 w-1/3 bg-gradient-to-r from-transparent via-white/25 to-transparent", styles.beam)} />
      <div className="relative flex flex-col items-center gap-5">
        <span aria-hidden className="relative flex size-20 items-center justify-center">
          <span className={cn("absolute inset-0 rounded-full border-2 border-white/60", styles.pulseRing)} />
          <Dices className={cn("size-10", styles.spinSlow)} />
        </span>
        <p className="text-base font-medium">{label}</p>
      </div>
    </div>
  );
}

const SEASON_ICONS = { spring: Flower2, summer: Sun, autumn: Leaf, winter: Snowflake } as const;

function SeasonIcon({ season }: { season: keyof typeof SEASON_ICONS }) {
  const Icon = SEASON_ICONS[season];
  return <Icon aria-hidden className="mt-1 size-4 shrink-0" />;
}
