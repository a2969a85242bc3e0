"use client";

import { BedDouble, CheckCircle2, CircleDashed, ClipboardList, Loader2, Route } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { conciergeTrip } from "@/features/concierge";
import { useConciergeDone } from "@/features/concierge";
import { useTripFormat } from "@/features/trip/ui";
import { Link } from "@/i18n/navigation";
import { stayPath } from "@/lib/stay-path";
import { cn } from "@/lib/utils";
import type { StayBookingState } from "@/features/booking";
import { AnsweredLine } from "@/features/booking/ui";
import { NearbyStays } from "./nearby-stays";
import { type SelectedProposal } from "@/features/proposal";

/**
 * The booking centre: the stay is booked when the booking endpoint says so for the stored booking;
 * transport is arranged when the concierge's transport item is done.
 */
export function BookingCentre({ selected, stayState }: { selected: SelectedProposal; stayState: StayBookingState }) {
  const t = useTranslations("hub.booking");
  const fmt = useTripFormat();
  const stay = selected.kind === "gacha" ? selected.selectedAccommodation : null;
  const trip = conciergeTrip(selected);
  const { done } = useConciergeDone(trip.key);
  const transportBooked = Boolean(done.transport);
  const stayBooked = stayState.kind === "requested" || stayState.kind === "confirmed";
  const count = Number(stayBooked) + Number(transportBooked);

  return (
    <div className="space-y-4">
      <Row
        testId="booking-stay"
        icon={<BedDouble />}
        label={t("stay")}
        name={stay?.name ?? t("noStay")}
        state={stayState.kind === "checking" ? "checking" : stayBooked ? "booked" : "notBooked"}
        detail={
          stayState.kind === "requested" ? (
            <>
              {t("requested")} · {t("confirmation", { number: stayState.confirmationNumber })}
            </>
          ) : stayState.kind === "confirmed" ? (
            <>
              {t("confirmed")} · {t("confirmation", { number: stayState.confirmationNumber })}
              <AnsweredLine booking={stayState} />
            </>
          ) : null
        }
        action={
          stayState.kind === "notBooked" ? (
            <Button asChild variant="mood">
              <Link href={stay ? stayPath(stay.slug || stay.id) : "/travel-concierge"}>{stay ? t("bookStay") : t("arrange")}</Link>
            </Button>
          ) : null
        }
      />
      <Row
        testId="booking-transport"
        icon={<Route />}
        label={t("transport")}
        name={selected.kind === "gacha" ? selected.selectedAccess.title : trip.mode === "car" ? t("byCar") : t("byTrain")}
        state={transportBooked ? "booked" : "notBooked"}
        detail={transportBooked ? t("transportDone") : null}
        action={
          transportBooked ? null : (
            <Button asChild variant="outline">
              <Link href="/travel-concierge">{t("arrange")}</Link>
            </Button>
          )
        }
      />
      <section aria-labelledby="booking-summary" data-testid="booking-summary" className="rounded-3xl bg-mood-soft p-5 text-mood-deep">
        <h3 id="booking-summary" className="flex items-center gap-2 font-bold">
          <ClipboardList aria-hidden className="size-5" /> {t("summaryTitle", { count, total: 2 })}
        </h3>
        <p className="mt-1 text-sm">{count === 2 ? t("summaryAll") : t("summaryRest")}</p>
        {/* Wraps between the facts, never inside one ('2 / guests'). */}
        <p className="mt-2 text-sm">
          <span className="whitespace-nowrap">{fmt.range(selected.trip.checkIn, selected.trip.checkOut)}</span> · <span className="whitespace-nowrap">{fmt.stay(selected.trip.nights)}</span> ·{" "}
          <span className="whitespace-nowrap">{fmt.guests(selected.trip.guestCount)}</span>
        </p>
      </section>
      {selected.kind === "gacha" ? <NearbyStays destinationId={selected.proposal.id} exclude={stay?.id ?? null} /> : null}
    </div>
  );
}

function Row(props: { testId: string; icon: React.ReactNode; label: string; name: string; state: "checking" | "booked" | "notBooked"; detail: React.ReactNode; action: React.ReactNode }) {
  const t = useTranslations("hub.booking");
  return (
    <div data-testid={props.testId} data-state={props.state} className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-mood-soft text-mood [&_svg]:size-6">
          {props.icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-sumi-soft">{props.label}</p>
          <p className="font-bold leading-snug">{props.name}</p>
          {props.detail ? <p className="mt-0.5 text-xs text-sumi-soft">{props.detail}</p> : null}
        </div>
      </div>
      {/* The status keeps to one line; a long action moves under it rather than squeezing it. */}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap sm:justify-end">
        <span
          data-testid={`${props.testId}-status`}
          className={cn(
            "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold [&_svg]:size-3.5",
            props.state === "booked" ? "bg-emerald-50 text-emerald-800" : props.state === "checking" ? "bg-washi-deep text-sumi-soft" : "bg-amber-50 text-amber-800",
          )}
        >
          {props.state === "booked" ? <CheckCircle2 aria-hidden /> : props.state === "checking" ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <CircleDashed aria-hidden />}
          {props.state === "booked" ? t("booked") : props.state === "checking" ? t("checking") : t("notBooked")}
        </span>
        {props.action}
      </div>
    </div>
  );
}
