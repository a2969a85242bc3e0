"use client";

import { AlertCircle, Eye, EyeOff, LockKeyhole } from "lucide-react";
import { useMessages, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { isMessageKey } from "@/i18n/message-keys";
import { toastError } from "@/lib/toast";
import { adminSignIn } from "../actions";

type FieldErrors = Partial<Record<"email" | "password", string>>;

/** E-mail + password for administrators. Field errors by the fields; refusals in a banner and a toast. */
export function AdminLoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("auth");
  const [pending, setPending] = React.useState(false);
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [showPassword, setShowPassword] = React.useState(false);

  const messages = useMessages().auth;
  const translateKey = (key: string | undefined) => (key ? (isMessageKey(messages, key) ? t(key) : key) : undefined);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const result = await adminSignIn({
        email: String(data.get("email") ?? ""),
        password: String(data.get("password") ?? ""),
        callbackUrl,
      });
      if (result.ok) {
        window.location.assign(result.data.redirectTo);
        return;
      }
      if (result.fieldErrors) {
        setFieldErrors({ email: translateKey(result.fieldErrors.email?.[0]), password: translateKey(result.fieldErrors.password?.[0]) });
      } else {
        setFormError(result.message);
        toastError(result.message, result.code === "RATE_LIMIT" ? "warning" : "error");
      }
    } catch {
      const message = t("adminLogin.errors.network");
      setFormError(message);
      toastError(message);
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={pending}>
      {formError ? (
        <div role="alert" data-testid="admin-login-error" className="flex gap-2.5 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{formError}</span>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-email">{t("adminLogin.email")}</Label>
        <Input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          aria-invalid={Boolean(fieldErrors.email) || undefined}
          aria-describedby={fieldErrors.email ? "admin-email-error" : undefined}
        />
        <FieldError id="admin-email-error">{fieldErrors.email}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-password">{t("adminLogin.password")}</Label>
        <div className="relative">
          <Input
            id="admin-password"
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            required
            className="pr-12"
            aria-invalid={Boolean(fieldErrors.password) || undefined}
            aria-describedby={fieldErrors.password ? "admin-password-error" : undefined}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t("adminLogin.hidePassword") : t("adminLogin.showPassword")}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-sumi-soft hover:text-sumi"
          >
            {showPassword ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        </div>
        <FieldError id="admin-password-error">{fieldErrors.password}</FieldError>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
        {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <LockKeyhole aria-hidden />}
        {pending ? t("adminLogin.submitting") : t("adminLogin.submit")}
      </Button>
    </form>
  );
}
