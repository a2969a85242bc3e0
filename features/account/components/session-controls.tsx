"use client";

import { LogOut, MonitorSmartphone } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { signOutEverywhere } from "../actions";

/** Signs out of every device after a confirmation, then leaves for the home page. */
export function SignOutEverywhere({ activeSessions }: { activeSessions: number }) {
  const t = useTranslations("account.settings.sessions");
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [pending, setPending] = React.useState(false);

  async function confirm() {
    setPending(true);
    try {
      const result = await signOutEverywhere({});
      if (!result.ok) throw new Error(result.message);
      // The cookie of this browser is cleared too; the session row is already gone.
      await signOut({ redirect: false }).catch(() => undefined);
      toast.success(t("done", { count: result.data.ended }));
      // A client-side move keeps the toast on screen; the session is already gone.
      router.replace("/");
      router.refresh();
    } catch {
      toastError(t("failed"));
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm text-sumi-soft">
        <MonitorSmartphone aria-hidden className="size-4" />
        {t("active", { count: activeSessions })}
      </p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        {t("button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("cancel")}>
          <DialogHeader>
            <DialogTitle>{t("confirmTitle")}</DialogTitle>
            <DialogDescription>{t("confirmBody")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button onClick={confirm} disabled={pending}>
              {t("confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
