"use client";

import { Loader2, Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch, type FieldErrors as FormErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { HolidayMap } from "@/features/trip/server";
import { errorAt, formResolver, setFieldErrors, useFocusFirstInvalid } from "@/lib/forms";
import { bookingErrorText } from "../error-text";
import { bookingRequestSchema, isBookingErrorKey, type BookingRequest } from "../schemas";
import { AlternativeDates } from "./alternative-dates";
import type { BookingField, BookingFormValues } from "./booking-form-values";
import { GuestFields } from "./guest-fields";
import { StayFields } from "./stay-fields";
import { StaySummary, type BookingStay } from "./stay-summary";
import type { StayChoice } from "./use-booking-trip";
import { useSendBooking } from "./use-send-booking";
import { bookingCapacity } from "@/features/estimate";

const REQUIRED = ["guestName", "guestEmail", "guestPhone"] as const;
const resolver = formResolver<typeof bookingRequestSchema, BookingFormValues>(bookingRequestSchema);

/** The stay, the guest, a 2-second send, then /booking-complete. */
export function BookingForm({ stay, holidays, initial }: { stay: BookingStay; holidays: HolidayMap; initial: StayChoice }) {
  const t = useTranslations("booking");
  const te = useTranslations("errors");
  const locale = useLocale();
  const form = useForm<BookingFormValues, unknown, BookingRequest>({
    resolver,
    defaultValues: { ...initial, accommodationId: stay.id, language: locale, guestName: "", guestEmail: "", guestPhone: "", specialRequests: "", paymentMethod: "onsite" },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { clearErrors, formState, handleSubmit, register, setError, setValue } = form;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const onFieldErrors = (fieldErrors: Record<string, string[]>) => {
    setFieldErrors(setError, fieldErrors);
    focusFirstInvalid();
  };
  const { sending, alert, alternatives, showAlert, send } = useSendBooking(onFieldErrors);
  const values = useWatch({ control: form.control, compute: (all: BookingFormValues) => all });
  const stayChoice: StayChoice = { checkIn: values.checkIn, checkOut: values.checkOut, adults: values.adults, children: values.children };
  const filled = Boolean(values.guestName && values.guestEmail && values.guestPhone);

  // Issue messages from the schema are keys; the server's field errors come translated.
  const errorOf = (field: BookingField) => {
    const message = errorAt(formState.errors, field);
    return message && isBookingErrorKey(message) ? bookingErrorText(te, message) : message;
  };

  const onInvalid = (errors: FormErrors<BookingFormValues>) => {
    // A required field left blank (spaces only) is said in the alert as well as by the field.
    showAlert(REQUIRED.some((field) => errors[field]?.message === "required") ? te("booking.required") : null);
    focusFirstInvalid();
  };
  const submit = () => handleSubmit(send, onInvalid)();

  // A changed field drops the last word on it: it was about the old value.
  function changeStay(next: StayChoice) {
    if (next.adults !== values.adults || next.children !== values.children) clearErrors(["adults", "children"]);
    if (next.checkIn !== values.checkIn || next.checkOut !== values.checkOut) clearErrors(["checkIn", "checkOut"]);
    setValue("checkIn", next.checkIn);
    setValue("checkOut", next.checkOut);
    setValue("adults", next.adults);
    setValue("children", next.children);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="grid gap-6 md:grid-cols-[3fr_2fr] md:items-start"
    >
      <div className="space-y-8 rounded-3xl bg-white p-5 shadow-soft sm:p-7">
        <StayFields value={stayChoice} onChange={changeStay} holidays={holidays} capacity={bookingCapacity(stay.maxGuests)} errorOf={errorOf} disabled={sending} />
        <GuestFields register={register} onEdit={(field) => clearErrors(field)} errorOf={errorOf} disabled={sending} />
      </div>

      <aside className="space-y-4 md:sticky md:top-20">
        <StaySummary stay={stay} choice={stayChoice} />

        {alert ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="booking-alert">
            <p className="font-semibold">{alert}</p>
            {alternatives ? (
              <AlternativeDates
                options={alternatives}
                disabled={sending}
                onTake={(alt) => {
                  changeStay({ ...stayChoice, ...alt });
                  void submit();
                }}
              />
            ) : null}
          </div>
        ) : null}

        <Button type="submit" variant="mood" size="lg" className="w-full" disabled={!filled || sending} data-testid="booking-submit">
          {sending ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : <Send aria-hidden />}
          {sending ? t("sending") : t("submit")}
        </Button>
        {!filled ? <p className="text-center text-xs text-sumi-soft">{t("requiredHint")}</p> : null}
        <p className="sr-only" aria-live="polite">
          {sending ? t("sending") : ""}
        </p>
      </aside>
    </form>
  );
}
