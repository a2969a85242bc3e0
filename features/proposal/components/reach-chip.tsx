"use client";

import { Clock, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { ProposalPool } from "../types";

/** The draw's 'how far' as a chip under the pool line; it reopens the magic question at that control. */
export function ReachChip({ reach, arriveBy }: { reach: NonNullable<ProposalPool["reach"]>; arriveBy: string | null }) {
  const t = useTranslations("proposal");
  const td = useTranslations("trip.duration");
  const time = reach.minutes % 60 ? td("hoursMinutes", { hours: Math.floor(reach.minutes / 60), minutes: reach.minutes % 60 }) : td("hours", { hours: reach.minutes / 60 });
  return (
    <Link
      href="/magic-question#reach"
      data-testid="reach-chip"
      aria-label={`${t("reachChip", { time })}${arriveBy ? ` · ${t("reachChipArrive", { time: arriveBy })}` : ""} — ${t("reachChipChange")}`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/15 px-3 text-xs font-medium text-white ring-1 ring-white/35 backdrop-blur-md hover:bg-white/25"
    >
      <Clock aria-hidden className="size-3.5" />
      <span>{t("reachChip", { time })}</span>
      {arriveBy ? <span>· {t("reachChipArrive", { time: arriveBy })}</span> : null}
      <Pencil aria-hidden className="size-3" />
    </Link>
  );
}
