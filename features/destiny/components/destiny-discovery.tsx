"use client";

import { ArrowRight, FastForward, LogIn } from "lucide-react";
import { useSearchParams } from "@/lib/use-search-params";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { SignInDialog } from "@/features/auth/ui";
import { useAuth } from "@/features/auth/ui";
import { useRouter } from "@/i18n/navigation";
import { MOOD_ICONS, MOOD_IMAGES, parseMoods, type MoodId } from "@/lib/moods";
import { cn } from "@/lib/utils";
import { hasGuestFlag, setGuestFlag } from "@/features/trip";
import { DRAW_MS, REVEAL_STAGE } from "../constants";
import styles from "./destiny.module.css";
import { GachaCapsule } from "./gacha-capsule";
import { SearchingIntro } from "./searching-intro";
import { magicDataStore, escapeMagicDataStore } from "@/features/trip";
import { useStoredValue } from "@/lib/use-stored-value";

/**
 * Stage 0 the searching intro, 1 the capsule draw, 2 the reveal. At the end of the intro a
 * signed-in traveller goes straight to the proposal; a guest is flagged and sees the reveal,
 * with the sign-in dialog and the choice to continue as a guest.
 */
export function DestinyDiscovery() {
  const search = useSearchParams();
  const router = useRouter();
  const magic = useStoredValue(magicDataStore);
  const escape = useStoredValue(escapeMagicDataStore);
  const fromUrl = parseMoods(search.get("moods"));
  const saved = magic.value?.selectedMood ? [magic.value.selectedMood] : (escape.value?.moods ?? []);
  const moods = fromUrl.length ? fromUrl : saved;
  const missing = magic.ready && moods.length === 0;

  React.useEffect(() => {
    if (missing) router.replace("/magic-question");
  }, [missing, router]);

  // The sequence needs the session (guest flag), so it starts in the browser.
  if (!magic.ready || missing) return <main id="main" className="min-h-dvh bg-mood-deep" aria-busy="true" />;
  return <DestinySequence moods={moods} />;
}

function DestinySequence({ moods }: { moods: MoodId[] }) {
  const t = useTranslations("destiny");
  const tm = useTranslations("travel.moods");
  const router = useRouter();
  const auth = useAuth();
  // A guest who already watched the intro in this session goes on to the draw.
  const [introDone, setIntroDone] = React.useState(hasGuestFlag);
  const [revealed, setRevealed] = React.useState(false);
  const [signInOpen, setSignInOpen] = React.useState(false);
  const proposalHref = `/proposal?moods=${moods.join(",")}`;

  // The end of the intro waits for the first session check: members go straight to the proposal.
  const settled = introDone && !auth.isLoading;
  const member = settled && Boolean(auth.user);
  const stage = revealed ? REVEAL_STAGE : settled && !member ? 1 : 0;

  React.useEffect(() => {
    if (member) router.replace(proposalHref);
    else if (settled) setGuestFlag();
  }, [member, settled, router, proposalHref]);

  React.useEffect(() => {
    if (stage !== 1) return;
    const id = window.setTimeout(() => reveal(), DRAW_MS);
    return () => window.clearTimeout(id);
  }, [stage]);

  function reveal() {
    setRevealed(true);
    setSignInOpen(true);
  }
  const skip = () => (stage === 0 ? setIntroDone(true) : reveal());

  return (
    <main id="main" data-mood={moods[0]} data-stage={stage} className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-mood-deep px-6 py-20 text-white">
      {moods[0] ? <img src={MOOD_IMAGES[moods[0]]} alt="" aria-hidden className="absolute inset-0 -z-20 h-full w-full object-cover opacity-35" /> : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_50%_45%,transparent,var(--mood-deep)_75%)]" />
      <Stars />

      {stage === 0 ? <SearchingIntro onDone={() => setIntroDone(true)} /> : null}

      {stage === 1 ? (
        <div className="flex flex-col items-center gap-8 text-center" data-testid="destiny-drawing">
          <GachaCapsule open={false} className={styles.float} />
          <p role="status" aria-live="polite" className={cn("text-xl font-semibold", styles.phrase)}>
            {t("drawing")}
          </p>
        </div>
      ) : null}

      {stage === REVEAL_STAGE ? (
        <div className="flex w-full max-w-md flex-col items-center text-center" data-testid="destiny-reveal">
          <GachaCapsule open />
          <p className={cn("mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-white/75", styles.phrase)}>{t("reveal.eyebrow")}</p>
          <ul aria-label={t("reveal.moodsLabel")} className={cn("mt-3 flex flex-wrap justify-center gap-2", styles.phrase)}>
            {moods.map((m) => {
              const Icon = MOOD_ICONS[m];
              return (
                <li key={m} data-mood={m} className="inline-flex items-center gap-1.5 rounded-full bg-mood px-4 py-2 text-lg font-bold text-mood-ink ring-2 ring-white/80">
                  <Icon aria-hidden className="size-5" />
                  {tm(m)}
                </li>
              );
            })}
          </ul>
          <h1 className={cn("mt-6 text-balance text-3xl font-bold tracking-tight sm:text-4xl", styles.phrase)} style={{ animationDelay: "150ms" }}>
            {t("reveal.title")}
          </h1>
          <p className={cn("mt-3 text-balance text-white/80", styles.phrase)} style={{ animationDelay: "250ms" }}>
            {t("reveal.lead")}
          </p>
          <div className={cn("mt-8 flex w-full flex-col gap-3", styles.phrase)} style={{ animationDelay: "350ms" }}>
            <Button size="lg" className="w-full bg-white text-mood-deep hover:bg-white/90" onClick={() => router.push(proposalHref)} data-testid="continue-as-guest">
              {t("reveal.guest")} <ArrowRight aria-hidden />
            </Button>
            <Button size="lg" variant="glass" className="w-full" onClick={() => setSignInOpen(true)}>
              <LogIn aria-hidden /> {t("reveal.signIn")}
            </Button>
          </div>
          <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} redirectTo={proposalHref} />
        </div>
      ) : (
        <Button variant="ghost" size="sm" onClick={skip} className="absolute bottom-8 right-6 text-white/70 hover:bg-white/10 hover:text-white" data-testid="skip-intro">
          {t("skip")} <FastForward aria-hidden />
        </Button>
      )}
    </main>
  );
}

/** A quiet field of twinkling dots behind the sequence. */
function Stars() {
  const dots = React.useMemo(
    () => Array.from({ length: 28 }, (_, i) => ({ left: (i * 37) % 100, top: (i * 53) % 100, delay: (i % 7) * 0.35, size: 2 + (i % 3) })),
    [],
  );
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      {dots.map((d, i) => (
        <span key={i} className={cn("absolute rounded-full bg-white", styles.twinkle)} style={{ left: `${d.left}%`, top: `${d.top}%`, width: d.size, height: d.size, animationDelay: `${d.delay}s` }} />
      ))}
    </div>
  );
}
