"use client";

import { ArrowRight, LogIn, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { SignInDialog } from "@/features/auth/ui";
import { Link } from "@/i18n/navigation";
import { MOOD_IMAGES, MOODS } from "@/lib/moods";
import { cn } from "@/lib/utils";

/** The landing page: 'escape now' and the button '今すぐ逃げ出す' to /mood-selection. */
export function InspirationScreen() {
  const t = useTranslations("entry.inspiration");
  const [signInOpen, setSignInOpen] = React.useState(false);
  return (
    <main id="main" className="relative isolate flex min-h-dvh flex-col justify-end overflow-hidden bg-sumi text-white">
      <div aria-hidden className="absolute inset-0 -z-10 grid grid-cols-5">
        {MOODS.map((m, i) => (
          <img key={m} src={MOOD_IMAGES[m]} alt="" className={cn("h-full w-full object-cover", i % 2 ? "translate-y-6" : "-translate-y-6")} />
        ))}
      </div>
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-sumi via-sumi/70 to-sumi/20" />
      <div className="mx-auto w-full max-w-3xl px-6 pb-14 pt-32 animate-rise sm:pb-20">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.25em] text-white/70">{t("eyebrow")}</p>
        <h1 className="text-balance text-5xl font-bold leading-tight tracking-tight sm:text-7xl">{t("title")}</h1>
        <p className="mt-5 max-w-lg text-pretty text-lg text-white/85">{t("lead")}</p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="brand" className="h-14 px-8 text-base" data-testid="escape-now">
            <Link href="/mood-selection">
              {t("cta")} <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="glass" className="h-14" onClick={() => setSignInOpen(true)}>
            <LogIn aria-hidden /> {t("login")}
          </Button>
        </div>
        <Link href="/magic-question" className="mt-6 inline-flex min-h-11 items-center gap-1.5 text-sm text-white/75 underline-offset-4 hover:text-white hover:underline">
          <MapPin aria-hidden className="size-4" /> {t("fromDeparture")}
        </Link>
      </div>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} redirectTo="/mood-selection" />
    </main>
  );
}
