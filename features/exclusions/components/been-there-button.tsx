"use client";

import { Check, Footprints } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useExclusions } from "../use-exclusions";

/** 'Been there' on a destination page: the draw leaves the place out; pressed again, it comes back. */
export function BeenThereButton({ place }: { place: { id: string; name: string } }) {
  const t = useTranslations("exclusions");
  const { items, exclude, include } = useExclusions();
  const been = items.some((i) => i.id === place.id && i.kind === "been");
  const toggle = async () => {
    if (been) {
      await include(place.id);
      toast.success(t("undone", { name: place.name }));
    } else {
      await exclude(place, "been");
      toast.success(t("done.been", { name: place.name }));
    }
  };
  return (
    <button
      type="button"
      aria-pressed={been}
      onClick={() => void toggle()}
      data-testid="been-there"
      className={cn("inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors", been ? "border-mood bg-mood-soft text-mood-deep" : "border-line bg-white text-sumi hover:border-mood")}
    >
      {been ? <Check aria-hidden className="size-4" /> : <Footprints aria-hidden className="size-4" />}
      {t("been")}
    </button>
  );
}
