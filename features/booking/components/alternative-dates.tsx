"use client";

import { CalendarCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { nightsBetween } from "@/lib/japan-time";
import { useTripFormat } from "@/features/trip/ui";
import type { DateRangeOption } from "../schemas";

/** Up to three free stays near the wanted dates; one click books the one taken. */
export function AlternativeDates({ options, onTake, disabled }: { options: DateRangeOption[]; onTake: (option: DateRangeOption) => void; disabled?: boolean }) {
  const t = useTranslations("booking.alternatives");
  const fmt = useTripFormat();
  if (!options.length) return <p className="mt-2">{t("none")}</p>;
  return (
    <div className="mt-3">
      <p>{t("lead")}</p>
      <ul className="mt-2 space-y-2" data-testid="alternatives">
        {options.map((o) => (
          <li key={o.checkIn}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onTake(o)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-red-200 bg-white px-3 py-2 text-left text-sumi hover:border-mood disabled:opacity-50"
            >
              <span className="inline-flex items-center gap-2">
                <CalendarCheck aria-hidden className="size-4 text-mood" />
                {fmt.range(o.checkIn, o.checkOut)}
              </span>
              <span className="shrink-0 text-xs font-semibold text-mood">{t("take", { nights: nightsBetween(o.checkIn, o.checkOut) })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
