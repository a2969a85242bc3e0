"use client";

import * as React from "react";
import { useHydrated } from "@/lib/use-stored-value";
import { cn } from "@/lib/utils";
import { Picture } from "./picture";

export const LAZY_ROOT_MARGIN = "50px";

export interface LazyImageProps extends Omit<React.ImgHTMLAttributes<HTMLImageElement>, "loading" | "src"> {
  src: string;
  alt: string;
  /** Loads at once (above the fold); otherwise when within 50 px of the viewport. */
  priority?: boolean;
  /** How wide the image is drawn, so a library photo comes in the smallest copy that is sharp. */
  sizes?: string;
  wrapperClassName?: string;
}

/** A placeholder until the image is near the viewport, then the image fades in once loaded. */
export function LazyImage({ src, alt, priority = false, sizes, className, wrapperClassName, onLoad, ...props }: LazyImageProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  // The same first render on the server and in the browser (no hydration mismatch): only a
  // priority image is there from the start.
  const [inView, setInView] = React.useState(priority);
  const [loaded, setLoaded] = React.useState(false);
  // Without IntersectionObserver (very old browsers), load at once once hydrated.
  const hydrated = useHydrated();
  const shown = inView || (hydrated && typeof IntersectionObserver === "undefined");

  React.useEffect(() => {
    if (priority || inView) return;
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [priority, inView]);

  return (
    <div ref={ref} className={cn("relative overflow-hidden bg-washi-deep", wrapperClassName)} data-loaded={loaded || undefined}>
      {!loaded ? <div aria-hidden className="absolute inset-0 animate-pulse bg-gradient-to-br from-washi-deep to-line/60" /> : null}
      {shown ? (
        <Picture
          src={src}
          alt={alt}
          sizes={sizes}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          onLoad={(e) => {
            setLoaded(true);
            onLoad?.(e);
          }}
          className={cn("h-full w-full object-cover transition-opacity duration-700", loaded ? "opacity-100" : "opacity-0", className)}
          {...props}
        />
      ) : (
        // Readers without scripts (and crawlers) still get the image.
        <noscript>
          <Picture src={src} alt={alt} sizes={sizes} className={cn("h-full w-full object-cover", className)} />
        </noscript>
      )}
    </div>
  );
}
