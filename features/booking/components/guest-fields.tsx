"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegister } from "react-hook-form";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { EMAIL_MAX, NAME_MAX, PAYMENT_METHODS, PHONE_MAX, REQUESTS_MAX } from "../schemas";
import type { BookingField, BookingFormValues } from "./booking-form-values";

const ARRIVAL_TIMES = ["14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00"];

/** Name, e-mail and phone (required), requests, arrival time and payment (optional). */
export function GuestFields({
  register,
  onEdit,
  errorOf,
  disabled,
}: {
  register: UseFormRegister<BookingFormValues>;
  /** A field was changed: its error is about the old value. */
  onEdit: (field: BookingField) => void;
  errorOf: (field: BookingField) => string | undefined;
  disabled?: boolean;
}) {
  const t = useTranslations("booking.guest");
  const field = (key: "guestName" | "guestEmail" | "guestPhone" | "specialRequests" | "paymentMethod") => register(key, { onChange: () => onEdit(key) });
  const described = (key: BookingField) => {
    const error = errorOf(key);
    return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": error ? `${key}-error` : undefined };
  };
  const text = (key: "guestName" | "guestEmail" | "guestPhone", type: string, max: number, autoComplete: string, extra?: object) => (
    <div className="space-y-1.5">
      <Label htmlFor={key}>
        {t(`${key}.label`)} <span className="text-xs font-normal text-red-600">{t("required")}</span>
      </Label>
      <Input
        id={key}
        {...field(key)}
        type={type}
        maxLength={max}
        autoComplete={autoComplete}
        placeholder={t(`${key}.placeholder`)}
        aria-required
        {...described(key)}
        {...extra}
      />
      <FieldError id={`${key}-error`}>{errorOf(key)}</FieldError>
    </div>
  );
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="mb-2 text-lg font-bold">{t("title")}</legend>
      {text("guestName", "text", NAME_MAX, "name")}
      {text("guestEmail", "email", EMAIL_MAX, "email", { inputMode: "email" })}
      {text("guestPhone", "tel", PHONE_MAX, "tel", { inputMode: "tel" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="estimatedArrivalTime">{t("arrival.label")}</Label>
          <select
            id="estimatedArrivalTime"
            {...register("estimatedArrivalTime", { setValueAs: (v: string) => v || undefined, onChange: () => onEdit("estimatedArrivalTime") })}
            {...described("estimatedArrivalTime")}
            className="h-11 w-full rounded-xl border border-line bg-white px-3 text-[15px]"
          >
            <option value="">{t("arrival.undecided")}</option>
            {ARRIVAL_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
          <FieldError id="estimatedArrivalTime-error">{errorOf("estimatedArrivalTime")}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="paymentMethod">{t("payment.label")}</Label>
          <select id="paymentMethod" {...field("paymentMethod")} {...described("paymentMethod")} className="h-11 w-full rounded-xl border border-line bg-white px-3 text-[15px]">
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`payment.${m}`)}
              </option>
            ))}
          </select>
          <FieldError id="paymentMethod-error">{errorOf("paymentMethod")}</FieldError>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="specialRequests">
          {t("requests.label")} <span className="text-xs font-normal text-sumi-soft">{t("optional")}</span>
        </Label>
        <Textarea id="specialRequests" {...field("specialRequests")} maxLength={REQUESTS_MAX} placeholder={t("requests.placeholder")} {...described("specialRequests")} />
        <FieldError id="specialRequests-error">{errorOf("specialRequests")}</FieldError>
      </div>
    </fieldset>
  );
}
