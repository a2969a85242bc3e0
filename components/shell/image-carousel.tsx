"use client";

import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { CAROUSEL_AUTOPLAY_MS, wrapIndex } from "@/lib/carousel";
import { cn } from "@/lib/utils";
import { LazyImage } from "./lazy-image";

export interface CarouselImage {
  url: string;
  caption?: string;
}

export interface ImageCarouselProps {
  images: CarouselImage[];
  autoplay?: boolean;
  intervalMs?: number;
  className?: string;
  aspect?: string;
  priority?: boolean;
  /** How wide the carousel is drawn (the <img> sizes attribute), so library photos come in the right copy. */
  sizes?: string;
}

/** Arrows, dots, captions, wrap-around navigation and optional autoplay (default 5000 ms). */
export function ImageCarousel({ images, autoplay = false, intervalMs = CAROUSEL_AUTOPLAY_MS, className, aspect = "aspect-[4/3]", priority, sizes }: ImageCarouselProps) {
  const t = useTranslations("common.carousel");
  const [index, setIndex] = React.useState(0);
  const [paused, setPaused] = React.useState(false);
  const count = images.length;
  const go = React.useCallback((next: number) => setIndex((i) => wrapIndex(next === Infinity ? i + 1 : next === -Infinity ? i - 1 : next, count)), [count]);

  React.useEffect(() => {
    // Pictures that change by themselves are motion too: none for readers who asked for less.
    if (!autoplay || paused || count < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, count, intervalMs]);

  if (count === 0) {
    return (
      <div className={cn("flex flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] bg-washi-deep text-sumi-soft", aspect, className)}>
        <ImageOff aria-hidden className="size-8" />
        <p>{t("empty")}</p>
      </div>
    );
  }

  const current = images[wrapIndex(index, count)];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("label")}
      className={cn("group relative overflow-hidden rounded-[var(--radius-card)]", className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(Infinity);
        if (e.key === "ArrowLeft") go(-Infinity);
      }}
    >
      <div className={cn("relative", aspect)} aria-live={autoplay ? "off" : "polite"}>
        {images.map((img, i) => (
          <div
            key={img.url + i}
            className={cn("absolute inset-0 transition-opacity duration-700", i === wrapIndex(index, count) ? "opacity-100" : "pointer-events-none opacity-0")}
            aria-hidden={i !== wrapIndex(index, count)}
          >
            <LazyImage src={img.url} alt={img.caption ?? ""} priority={priority && i === 0} sizes={sizes} wrapperClassName="h-full w-full" />
          </div>
        ))}
        {current.caption ? (
          <p data-testid="carousel-caption" className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-4 pb-11 pt-10 text-sm text-white">
            {current.caption}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <>
          <button type="button" onClick={() => go(-Infinity)} aria-label={t("previous")} className="group/arrow absolute left-1.5 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full">
            <span className="flex size-9 items-center justify-center rounded-full bg-white/85 shadow-soft group-hover/arrow:bg-white">
              <ChevronLeft className="size-5" />
            </span>
          </button>
          <button type="button" onClick={() => go(Infinity)} aria-label={t("next")} className="group/arrow absolute right-1.5 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full">
            <span className="flex size-9 items-center justify-center rounded-full bg-white/85 shadow-soft group-hover/arrow:bg-white">
              <ChevronRight className="size-5" />
            </span>
          </button>
          <div className="absolute inset-x-0 bottom-0 flex justify-center">
            {images.map((_, i) => (
              // The dot is small; the button around it is a full 44 px tap target.
              <button
                key={i}
                type="button"
                aria-label={t("goTo", { index: i + 1 })}
                aria-current={i === wrapIndex(index, count) ? "true" : undefined}
                onClick={() => go(i)}
                className="inline-flex size-11 items-center justify-center"
              >
                <span aria-hidden className={cn("h-1.5 rounded-full transition-all motion-reduce:transition-none", i === wrapIndex(index, count) ? "w-5 bg-white" : "w-1.5 bg-white/60")} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
