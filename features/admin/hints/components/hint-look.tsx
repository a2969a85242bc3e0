import { Camera, Mountain, Sparkles, Star, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export const HINT_ICON: Record<string, LucideIcon> = { sparkles: Sparkles, mountain: Mountain, utensils: UtensilsCrossed, camera: Camera, star: Star };

/** Whole class names so Tailwind keeps them. */
export const HINT_COLOR: Record<string, string> = {
  amber: "bg-amber-100 text-amber-800",
  emerald: "bg-emerald-100 text-emerald-800",
  sky: "bg-sky-100 text-sky-800",
  rose: "bg-rose-100 text-rose-800",
  violet: "bg-violet-100 text-violet-800",
  orange: "bg-orange-100 text-orange-800",
  teal: "bg-teal-100 text-teal-800",
};

export function HintIcon({ icon, color, className }: { icon: string; color: string; className?: string }) {
  const Icon = HINT_ICON[icon] ?? Star;
  return (
    <span aria-hidden className={cn("inline-flex size-10 shrink-0 items-center justify-center rounded-2xl", HINT_COLOR[color] ?? HINT_COLOR.amber, className)}>
      <Icon className="size-5" />
    </span>
  );
}
