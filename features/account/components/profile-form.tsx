"use client";

import { Check } from "lucide-react";
import { useSession } from "next-auth/react";
import { useMessages, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { isMessageKey } from "@/i18n/message-keys";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { renameProfile } from "../actions";
import { NAME_MAX } from "../schemas";

/** Edits the display name; the header menu follows at once. */
export function ProfileForm({ initialName }: { initialName: string }) {
  const t = useTranslations("account");
  const messages = useMessages().account;
  const router = useRouter();
  const { update } = useSession();
  const [name, setName] = React.useState(initialName);
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await renameProfile({ name });
      if (result.ok) {
        setName(result.data.name);
        toast.success(t("profile.saved"));
        await update();
        router.refresh();
      } else if (result.fieldErrors?.name?.[0]) {
        const key = result.fieldErrors.name[0];
        setError(isMessageKey(messages, key) ? t(key) : key);
      } else {
        toastError(result.message);
      }
    } catch {
      toastError(t("profile.errors.network"));
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor="profile-name">{t("profile.name")}</Label>
      <Input
        id="profile-name"
        name="name"
        value={name}
        maxLength={NAME_MAX + 10}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? "profile-name-error" : "profile-name-hint"}
      />
      {error ? <FieldError id="profile-name-error">{error}</FieldError> : <p id="profile-name-hint" className="text-xs text-sumi-soft">{t("profile.nameHint", { max: NAME_MAX })}</p>}
      <Button type="submit" disabled={pending || name.trim() === initialName.trim()} className="mt-2 self-start">
        <Check aria-hidden />
        {t("profile.save")}
      </Button>
    </form>
  );
}
