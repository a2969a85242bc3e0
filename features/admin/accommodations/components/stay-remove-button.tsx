"use client";

import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import type { Status } from "../../shared/enums";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DeleteButton } from "../../components/delete-button";
import { useActionRunner } from "../../components/use-admin-form";
import { deleteAccommodationAction, makeAccommodationPrivateAction } from "../actions";
import { withJosa } from "@/lib/korean";

/**
 * How a stay leaves the site. Without booking requests it can be deleted. With some it is kept for
 * their sake: no delete button, a dialog that says why and makes it private instead; once private
 * there is nothing left to do here.
 */
export function StayRemoveButton({ id, name, bookings, status, compact = false, redirectTo }: { id: string; name: string; bookings: number; status: Status; compact?: boolean; redirectTo?: string }) {
  const t = useTranslations("admin.accommodations.private");
  const [open, setOpen] = React.useState(false);
  const { run, pending } = useActionRunner();
  const router = useRouter();
  if (bookings === 0) return <DeleteButton compact={compact} name={name} action={deleteAccommodationAction.bind(null, { id })} redirectTo={redirectTo} />;
  if (status === "inactive") return compact ? null : <p className="max-w-56 text-xs text-sumi-soft">{t("kept", { count: bookings })}</p>;

  const confirm = async () => {
    const ok = await run(() => makeAccommodationPrivateAction({ id }), { success: t("done", withJosa({ name })) });
    setOpen(false);
    if (ok) router.refresh();
  };
  return (
    <>
      {compact ? (
        <Button variant="ghost" size="icon" className="size-11" aria-label={t("buttonNamed", { name })} onClick={() => setOpen(true)} disabled={pending}>
          <EyeOff />
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)} disabled={pending}>
          <EyeOff />
          {t("button")}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("title", { name })}
        description={<p>{t("body", { count: bookings })}</p>}
        confirmLabel={t("action")}
        tone="default"
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}
