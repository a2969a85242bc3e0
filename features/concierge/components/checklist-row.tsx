"use client";

import { BedDouble, CarFront, CheckCircle2, ExternalLink, Loader2, MoonStar, Sparkles, Snowflake, TrainFront } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { buttonVariants } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { KeepAmounts } from "@/features/trip/ui";
import { cn } from "@/lib/utils";
import { BOOK_MARKS_DONE_AFTER_MS, type ChecklistItem, type ConciergeTrip, type Estimate, type ItemId } from "../checklist";
import { useEstimateText } from "./estimate-text";
import { withJosa } from "@/lib/korean";
import type { StayBookingState } from "@/features/booking";

const ICONS: Record<ItemId, React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  transport: TrainFront,
  accommodation: BedDouble,
  activities: Sparkles,
  onsenEtiquette: MoonStar,
  winterTyres: Snowflake,
  lastTrain: TrainFront,
};

/** One item: what it is, its estimate, 'book' (a new tab, done after 1 s) and a manual toggle. */
export function ChecklistRow({ item, trip, done, onDone, booking = null }: { item: ChecklistItem; trip: ConciergeTrip; done: boolean; onDone: (value: boolean) => void; booking?: StayBookingState | null }) {
  const th = useTranslations("hub.booking");
  const requested = booking && (booking.kind === "requested" || booking.kind === "confirmed") ? booking : null;
  const t = useTranslations("concierge.items");
  const tc = useTranslations("concierge");
  const [opening, setOpening] = React.useState(false);
  const timer = React.useRef<number | null>(null);
  React.useEffect(() => () => {
    if (timer.current) window.clearTimeout(timer.current);
  }, []);
  const Icon = item.id === "transport" && trip.mode === "car" ? CarFront : ICONS[item.id];
  const title = t(`${item.id}.title`);
  const description = item.id === "transport" ? t(`transport.${trip.mode === "car" ? (trip.rentalCar ? "rental" : "car") : "train"}`) : item.id === "accommodation" && trip.stay ? t("accommodation.stay", withJosa({ name: trip.stay.name })) : t(`${item.id}.body`);

  const book = () => {
    setOpening(true);
    if (timer.current) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setOpening(false);
      onDone(true);
    }, BOOK_MARKS_DONE_AFTER_MS);
  };

  return (
    <li data-testid={`concierge-item-${item.id}`} data-done={done} className={cn("rounded-3xl bg-white p-5 shadow-soft ring-1 transition-colors", done ? "ring-mood/50" : "ring-line/60")}>
      <div className="flex gap-4">
        <span aria-hidden className={cn("flex size-12 shrink-0 items-center justify-center rounded-2xl", done ? "bg-mood text-mood-ink" : "bg-mood-soft text-mood")}>
          {done ? <CheckCircle2 className="size-6" /> : <Icon className="size-6" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold">{title}</h3>
          <p className="mt-0.5 text-sm text-sumi-soft">{description}</p>
          {item.estimate ? <EstimateLine estimate={item.estimate} /> : null}
        </div>
      </div>
      {requested ? (
        // Already asked for: the request itself, never a second way to book the same stay.
        <p className="mt-4 rounded-2xl bg-mood-soft/60 px-4 py-3 text-sm" data-testid="concierge-booking">
          <span className="font-semibold">{th(requested.kind)}</span>
          <span className="ml-2 text-sumi-soft">{th("confirmation", { number: requested.confirmationNumber })}</span>
        </p>
      ) : (
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {item.bookUrl ? (
          <a
            href={item.bookUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={book}
            data-testid={`concierge-book-${item.id}`}
            className={cn(buttonVariants({ variant: done ? "outline" : "mood" }))}
          >
            {opening ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <ExternalLink aria-hidden />}
            {opening ? tc("opening") : tc("book")}
            <span className="sr-only">{tc("newTab", { item: title })}</span>
          </a>
        ) : (
          <span />
        )}
        {/* The whole label is the touch target, 44 px tall, though the switch's track is smaller. */}
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-full pl-3 text-sm font-medium">
          <span className="whitespace-nowrap">{done ? tc("done") : tc("markDone")}</span>
          <Switch checked={done} onCheckedChange={onDone} aria-label={tc("toggle", { item: title })} data-testid={`concierge-toggle-${item.id}`} />
        </label>
      </div>
      )}
    </li>
  );
}

function EstimateLine({ estimate }: { estimate: Estimate }) {
  const text = useEstimateText();
  return (
    <p data-testid="concierge-estimate" className="mt-2 text-sm font-semibold text-mood-deep">
      <KeepAmounts text={text(estimate)} />
    </p>
  );
}
