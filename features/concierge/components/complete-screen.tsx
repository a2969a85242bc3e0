"use client";

import { Home, PartyPopper, RotateCcw, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { shareOrCopy } from "../share";
import { chosenTripStore } from "@/features/proposal";
import { useStoredValue } from "@/lib/use-stored-value";
import { Picture } from "@/components/shell/picture";

/** The end of the preparations: congratulations, share, plan the next trip, or go home. */
export function CompleteScreen() {
  const t = useTranslations("complete");
  const router = useRouter();
  const { value: selected } = useStoredValue(chosenTripStore);
  const destination = selected?.proposal.name ?? null;
  const mood = selected?.kind === "gacha" ? (selected.proposal.moods[0] ?? selected.trip.moods[0]) : selected?.trip.moods[0];

  const share = async () => {
    const text = destination ? t("shareText", { destination }) : t("shareTextPlain");
    const result = await shareOrCopy({ title: t("shareTitle"), text, url: `${window.location.origin}/` });
    if (result === "copied") window.alert(t("copied"));
    else if (result === "failed") window.alert(t("shareFailed"));
  };

  const planNext = () => {
    try {
      window.localStorage.clear();
    } catch {
      // blocked storage holds nothing to clear
    }
    router.push("/magic-question");
  };

  return (
    <main id="main" data-mood={mood} className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-mood-deep px-5 py-24 text-white">
      {selected?.proposal.heroImage ? <Picture src={selected.proposal.heroImage} sizes="100vw" alt="" aria-hidden className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30" /> : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-mood-deep/60 to-mood-deep" />
      <div className="w-full max-w-xl text-center motion-safe:animate-rise">
        <PartyPopper aria-hidden className="mx-auto size-14" />
        <h1 className="mt-4 text-balance text-4xl font-bold sm:text-5xl">{t("title")}</h1>
        <p className="mt-4 text-lg text-white/85">{destination ? t("lead", { destination }) : t("leadPlain")}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" className="bg-white text-mood-deep hover:bg-white/90" onClick={() => void share()} data-testid="complete-share">
            <Share2 aria-hidden /> {t("share")}
          </Button>
          <Button size="lg" variant="glass" onClick={planNext} data-testid="complete-next">
            <RotateCcw aria-hidden /> {t("planNext")}
          </Button>
          <Button asChild size="lg" variant="glass">
            <Link href="/" data-testid="complete-home">
              <Home aria-hidden /> {t("home")}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
