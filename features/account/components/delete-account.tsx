"use client";

import { Trash2 } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError, Input, Label } from "@/components/ui/input";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { deleteAccount } from "../actions";

/** Deletes the account once the traveller has typed their e-mail address to confirm. */
export function DeleteAccount({ email, disabledReason }: { email: string; disabledReason?: string }) {
  const t = useTranslations("account.settings.delete");
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const matches = value.trim().toLowerCase() === email.toLowerCase();

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await deleteAccount({ confirmEmail: value });
      if (!result.ok) {
        setError(result.message);
        setPending(false);
        return;
      }
      await signOut({ redirect: false }).catch(() => undefined);
      toast.success(t("done"));
      // A client-side move keeps the toast on screen; the session is already gone.
      router.replace("/");
      router.refresh();
    } catch {
      toastError(t("errors.network"));
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-sumi-soft">{disabledReason ?? t("body")}</p>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)} disabled={Boolean(disabledReason)}>
          <Trash2 aria-hidden />
          {t("button")}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(o) => (setOpen(o), setError(null))}>
        <DialogContent closeLabel={t("cancel")}>
          <form onSubmit={confirm} noValidate>
            <DialogHeader>
              <DialogTitle>{t("confirmTitle")}</DialogTitle>
              <DialogDescription>{t("confirmBody")}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-confirm">{t("typeEmail", { email })}</Label>
              <Input
                id="delete-confirm"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="off"
                inputMode="email"
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? "delete-confirm-error" : undefined}
              />
              <FieldError id="delete-confirm-error">{error}</FieldError>
            </div>
            <DialogFooter>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || pending}>
                {t("confirm")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
