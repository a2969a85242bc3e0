"use client";

import { CalendarDays, Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { DateRangeDialog, preloadDateRangeDialog } from "@/features/trip/ui";
import { GuestStepper } from "@/features/trip/ui";
import { checkOutOrNext } from "@/features/trip";
import { nightsBetween } from "@/lib/japan-time";
import { MAX_GUESTS } from "@/features/trip";
import type { HolidayMap } from "@/features/trip/server";
import { useTripFormat } from "@/features/trip/ui";
import { FieldError } from "@/components/ui/input";
import type { BookingField } from "./booking-form-values";
import type { StayChoice } from "./use-booking-trip";

/**
 * Dates (the trip's date picker) and party (adults with the trip's stepper, children beside), up
 * to the stay's capacity. A party brought from the trip that is larger is kept, and said to be
 * too large, rather than quietly cut down.
 */
export function StayFields({
  value,
  onChange,
  holidays,
  capacity,
  errorOf,
  disabled,
}: {
  value: StayChoice;
  onChange: (next: StayChoice) => void;
  holidays: HolidayMap;
  capacity: number;
  errorOf: (field: BookingField) => string | undefined;
  disabled?: boolean;
}) {
  const t = useTranslations("booking");
  const te = useTranslations("errors.booking");
  const maxParty = Math.min(MAX_GUESTS, capacity);
  const partyError = value.adults + value.children > maxParty ? te("overCapacity", { capacity: maxParty }) : undefined;
  const fmt = useTripFormat();
  const [open, setOpen] = React.useState(false);
  const nights = nightsBetween(value.checkIn, value.checkOut);
  const dateError = errorOf("checkIn") ?? errorOf("checkOut");
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="mb-2 text-lg font-bold">{t("stay.title")}</legend>
      <div className="space-y-1.5">
        <span id="booking-dates-label" className="block text-sm font-medium">
          {t("stay.dates")}
        </span>
        {/* Named by the label above and its own visible text, so speech users can say what they see. */}
        <button
          type="button"
          id="booking-dates-button"
          aria-labelledby="booking-dates-label booking-dates-button"
          aria-describedby={dateError ? "booking-dates-error" : undefined}
          data-invalid={dateError ? true : undefined}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadDateRangeDialog}
          onFocus={preloadDateRangeDialog}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-line bg-white px-3.5 text-left text-[15px] hover:border-mood data-[invalid=true]:border-red-500"
          data-testid="booking-dates"
        >
          <span className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-5 text-mood" />
            {fmt.range(value.checkIn, value.checkOut)}
          </span>
          <span className="shrink-0 text-sm text-sumi-soft">{t("stay.nights", { count: nights })}</span>
        </button>
        <FieldError id="booking-dates-error">{dateError}</FieldError>
      </div>
      <GuestStepper
        label={t("stay.adults")}
        max={maxParty}
        value={value.adults}
        onChange={(adults) => onChange({ ...value, adults, children: Math.max(0, Math.min(value.children, maxParty - adults)) })}
      />
      <ChildStepper value={value.children} max={maxParty - value.adults} onChange={(children) => onChange({ ...value, children })} />
      <p className="pl-7 text-sm text-sumi-soft" data-testid="booking-capacity">
        {t("stay.capacity", { count: capacity })}
      </p>
      <FieldError>{partyError ?? errorOf("adults") ?? errorOf("children")}</FieldError>
      <DateRangeDialog
        open={open}
        onOpenChange={setOpen}
        holidays={holidays}
        value={{ from: value.checkIn, to: value.checkOut }}
        onDone={(range) => {
          if (range) onChange({ ...value, checkIn: range.from, checkOut: checkOutOrNext(range.from, range.to) });
          setOpen(false);
        }}
      />
    </fieldset>
  );
}

function ChildStepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const t = useTranslations("booking.stay");
  return (
    <div className="flex items-center justify-between gap-4">
      <span id="children-count" className="pl-7 text-[15px] font-medium">
        {t("children")}
      </span>
      <div role="group" aria-labelledby="children-count" className="flex items-center gap-1 rounded-full border border-line bg-white p-1">
        <button type="button" aria-label={t("childrenDecrease")} disabled={value <= 0} onClick={() => onChange(value - 1)} className="flex size-11 items-center justify-center rounded-full hover:bg-washi-deep disabled:opacity-35">
          <Minus className="size-4" />
        </button>
        <output aria-live="polite" data-testid="booking-children" className="min-w-14 text-center text-base font-semibold tabular-nums">
          {t("childrenCount", { count: value })}
        </output>
        <button type="button" aria-label={t("childrenIncrease")} disabled={value >= max} onClick={() => onChange(value + 1)} className="flex size-11 items-center justify-center rounded-full hover:bg-washi-deep disabled:opacity-35">
          <Plus className="size-4" />
        </button>
      </div>
    </div>
  );
}
