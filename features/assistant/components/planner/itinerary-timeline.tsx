"use client";

import { useTranslations } from "next-intl";
import { useTripFormat } from "@/features/trip/ui";
import type { ParsedItinerary } from "../../schemas";

/** The optimised itinerary as a day-by-day timeline. */
export function ItineraryTimeline({ itinerary }: { itinerary: ParsedItinerary }) {
  const t = useTranslations("assistant.followUps");
  const fmt = useTripFormat();
  return (
    <div className="space-y-4">
      {itinerary.title ? <p className="font-medium">{itinerary.title}</p> : null}
      {itinerary.days.map((day, i) => (
        <section key={i} aria-label={t("day", { day: day.day ?? i + 1 })}>
          <h4 className="mb-2 text-sm font-semibold text-mood-deep">
            {day.title ? t("dayTitled", { day: day.day ?? i + 1, title: day.title }) : t("day", { day: day.day ?? i + 1 })}
          </h4>
          <ol className="relative space-y-3 border-s-2 border-mood-soft ps-4">
            {day.items.map((item, j) => (
              <li key={j} className="relative">
                <span aria-hidden className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-mood" />
                <p className="text-[15px]">
                  {item.time ? <span className="me-2 text-sm font-medium tabular-nums text-sumi-soft">{item.time}</span> : null}
                  {item.activity}
                </p>
                {item.place || item.note ? <p className="text-xs text-sumi-soft">{fmt.list([item.place, item.note].filter((x): x is string => Boolean(x)))}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
      {itinerary.tips.length ? (
        <ul className="list-disc space-y-1 ps-5 text-sm text-sumi-soft">
          {itinerary.tips.map((tip, i) => (
            <li key={i}>{tip}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
