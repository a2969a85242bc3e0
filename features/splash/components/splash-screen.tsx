"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { BrandMark } from "@/components/shell/brand-mark";
import { Link, useRouter } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { SPLASH_ADVANCE_MS, SPLASH_FADE_MS, SPLASH_PHOTO_INTERVAL_MS, SPLASH_PHOTOS, SPLASH_WARM_AHEAD_MS } from "../constants";

/** Brand and tagline over two photos that cross-fade; moves on to the magic question after 3.5 s. */
export function SplashScreen() {
  const t = useTranslations("navigation");
  const tt = useTranslations("travel.home");
  const router = useRouter();
  const [photo, setPhoto] = React.useState(0);

  React.useEffect(() => {
    // With less motion asked for, the first photo stays instead of cross-fading.
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const rotate = still ? undefined : window.setInterval(() => setPhoto((p) => (p + 1) % SPLASH_PHOTOS.length), SPLASH_PHOTO_INTERVAL_MS);
    const advance = window.setTimeout(() => router.replace("/magic-question"), SPLASH_ADVANCE_MS);
    // Links prefetch on intent only (i18n/navigation-link.tsx); the page the splash moves on to
    // is fetched a moment ahead, so the move is instant.
    const warm = window.setTimeout(() => router.prefetch("/magic-question"), SPLASH_ADVANCE_MS - SPLASH_WARM_AHEAD_MS);
    // A visitor who scrolls on to the destinations below, or moves with the keyboard, is
    // exploring: the splash stays.
    const stay = () => {
      if (window.scrollY > 40) window.clearTimeout(advance);
    };
    const keyed = () => window.clearTimeout(advance);
    window.addEventListener("scroll", stay, { passive: true });
    window.addEventListener("keydown", keyed);
    return () => {
      window.clearInterval(rotate);
      window.clearTimeout(advance);
      window.clearTimeout(warm);
      window.removeEventListener("scroll", stay);
      window.removeEventListener("keydown", keyed);
    };
  }, [router]);

  return (
    <main id="main" className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-sumi text-white">
      {SPLASH_PHOTOS.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          aria-hidden
          data-testid="splash-photo"
          data-active={i === photo}
          style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
          className={cn("absolute inset-0 h-full w-full object-cover transition-opacity ease-in-out", i === photo ? "opacity-100" : "opacity-0")}
        />
      ))}
      <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-black/45 via-black/10 to-black/55" />
      <div className="relative isolate flex flex-col items-center gap-5 px-8 text-center animate-rise">
        {/* A soft dark pool behind the words: the photos are bright where the text sits (snow, sky),
            and the text must keep 4.5:1 over either of them. */}
        <div aria-hidden className="absolute -inset-x-24 -inset-y-28 -z-10 bg-[radial-gradient(farthest-side,rgb(20_18_16/0.62),rgb(20_18_16/0.58)_55%,rgb(20_18_16/0.32)_78%,rgb(20_18_16/0.1)_90%,transparent)]" />
        <BrandMark className="size-16 drop-shadow-lg" />
        <h1 className="text-4xl font-bold tracking-tight drop-shadow sm:text-5xl">{t("brand")}</h1>
        <p className="text-lg font-medium text-white drop-shadow sm:text-xl">{t("tagline")}</p>
        <p className="max-w-xs text-sm text-white/90">{tt("lead")}</p>
      </div>
      <div className="absolute inset-x-0 bottom-10 flex justify-center">
        <Link
          href="/magic-question"
          className="inline-flex items-center gap-2 rounded-full border border-white/40 bg-white/15 px-5 py-2.5 text-sm font-medium backdrop-blur-md hover:bg-white/25"
        >
          {tt("start")} <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </main>
  );
}
