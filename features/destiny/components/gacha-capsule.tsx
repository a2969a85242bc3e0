import { cn } from "@/lib/utils";
import styles from "./destiny.module.css";

/** A gacha capsule: shaking while the draw runs, open at the reveal. */
export function GachaCapsule({ open, className }: { open: boolean; className?: string }) {
  return (
    <div aria-hidden className={cn("relative size-36 sm:size-44", className)}>
      {open ? <span className={cn("absolute inset-0 rounded-full bg-white/70 blur-md", styles.burst)} /> : null}
      <div className={cn("relative h-full w-full", !open && styles.shake)}>
        <span className={cn("absolute inset-x-0 top-0 h-1/2 rounded-t-full border-4 border-white/90 bg-white/95 shadow-lg", open && styles.openTop)}>
          <span className="absolute left-1/4 top-1/4 size-5 rounded-full bg-white/80 blur-[1px]" />
        </span>
        <span className="absolute inset-x-0 bottom-0 h-1/2 rounded-b-full border-4 border-white/90 bg-mood shadow-lg" />
        <span className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 bg-mood-deep/80" />
      </div>
    </div>
  );
}
