"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * Asks before something that cannot be undone. The way out comes first, so it has the focus when
 * the dialog opens (Enter never confirms by accident); Escape closes it. The confirm button shows
 * progress while it runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel,
  tone = "destructive",
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  /** The way out (default 'cancel'; name it otherwise when the action itself is a cancellation). */
  dismissLabel?: string;
  /** Red for what removes or cancels something; the brand's colour for what commits it. */
  tone?: "destructive" | "default";
  pending?: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("admin.common");
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent role="alertdialog" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {dismissLabel ?? t("cancel")}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
