"use client";

import { useTranslations } from "next-intl";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { EMAIL_MAX, NAME_MAX, PAYMENT_METHODS, PHONE_MAX, REQUESTS_MAX, type PaymentMethod } from "../schemas";

export interface GuestValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  estimatedArrivalTime: string;
  paymentMethod: PaymentMethod;
}

export const EMPTY_GUEST: GuestValues = { guestName: "", guestEmail: "", guestPhone: "", specialRequests: "", estimatedArrivalTime: "", paymentMethod: "onsite" };

const ARRIVAL_TIMES = ["14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00"];

/** Name, e-mail and phone (required), requests, arrival time and payment (optional). */
export function GuestFields({ value, onChange, errors, disabled }: { value: GuestValues; onChange: (next: GuestValues) => void; errors: Record<string, string | undefined>; disabled?: boolean }) {
  const t = useTranslations("booking.guest");
  const set = <K extends keyof GuestValues>(key: K) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value as GuestValues[K] });
  const text = (key: "guestName" | "guestEmail" | "guestPhone", type: string, max: number, autoComplete: string, extra?: object) => (
    <div className="space-y-1.5">
      <Label htmlFor={key}>
        {t(`${key}.label`)} <span className="text-xs font-normal text-red-600">{t("required")}</span>
      </Label>
      <Input
        id={key}
        name={key}
        type={type}
        value={value[key]}
        onChange={set(key)}
        maxLength={max}
        autoComplete={autoComplete}
        placeholder={t(`${key}.placeholder`)}
        aria-required
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
        {...extra}
      />
      <FieldError id={`${key}-error`}>{errors[key]}</FieldError>
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
          <select id="estimatedArrivalTime" value={value.estimatedArrivalTime} onChange={set("estimatedArrivalTime")} className="h-11 w-full rounded-xl border border-line bg-white px-3 text-[15px]">
            <option value="">{t("arrival.undecided")}</option>
            {ARRIVAL_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
          <FieldError>{errors.estimatedArrivalTime}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="paymentMethod">{t("payment.label")}</Label>
          <select id="paymentMethod" value={value.paymentMethod} onChange={set("paymentMethod")} className="h-11 w-full rounded-xl border border-line bg-white px-3 text-[15px]">
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`payment.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="specialRequests">
          {t("requests.label")} <span className="text-xs font-normal text-sumi-soft">{t("optional")}</span>
        </Label>
        <Textarea
          id="specialRequests"
          value={value.specialRequests}
          onChange={set("specialRequests")}
          maxLength={REQUESTS_MAX}
          placeholder={t("requests.placeholder")}
          aria-invalid={errors.specialRequests ? true : undefined}
          aria-describedby={errors.specialRequests ? "specialRequests-error" : undefined}
        />
        <FieldError id="specialRequests-error">{errors.specialRequests}</FieldError>
      </div>
    </fieldset>
  );
}
