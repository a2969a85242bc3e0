"use client";

import { Car, TrainFront } from "lucide-react";
import { useLocale } from "next-intl";
import { useTripFormat } from "@/features/trip/ui";
import { useYourAccess } from "../use-your-access";

/** The page's texts, rendered on the server (the `destinations` messages stay off the browser); `{departure}` and `{line}` are filled in here. */
export interface YourAccessTexts {
  yours: string;
  train: string;
  car: string;
  noWay: string;
  via: string;
}

/** Under the ten-city table: the same estimate from the traveller's own departure, when they gave one. */
export function YourAccess({ slug, texts }: { slug: string; texts: YourAccessTexts }) {
  const locale = useLocale();
  const fmt = useTripFormat();
  const yours = useYourAccess(slug, locale);
  if (!yours) return null;
  return (
    <div className="rounded-2xl border border-mood/40 bg-mood-soft/40 px-4 py-3 text-sm" data-testid="your-access">
      <p className="font-semibold text-sumi">{texts.yours.replace("{departure}", yours.departure)}</p>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {(["train", "car"] as const).map((mode) => {
          const w = yours.row.ways.find((x) => x.mode === mode);
          const Icon = mode === "train" ? TrainFront : Car;
          return (
            <li key={mode} className="flex items-center gap-2" data-testid={`your-access-${mode}`}>
              <Icon aria-hidden className="size-4 shrink-0 text-sumi-soft" />
              <span className="sr-only">{texts[mode]}: </span>
              {w ? (
                <span className="tabular-nums">
                  <span className="font-semibold">{fmt.duration(w.minutes)}</span> {fmt.yen(w.yen)}
                  {w.via ? <span className="text-xs text-sumi-soft"> {texts.via.replace("{line}", w.via)}</span> : null}
                </span>
              ) : (
                <span className="text-sumi-soft">{texts.noWay}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
