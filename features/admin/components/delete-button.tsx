"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/features/auth/server";
import { useRouter } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "./confirm-dialog";
import { useActionRunner } from "./use-admin-form";
import { withJosa } from "@/lib/korean";

const RemovableContext = React.createContext<{ hide: () => void; restore: () => void } | null>(null);

/**
 * A list row that disappears as soon as its deletion is confirmed and comes back if the server
 * refuses (optimistic, but honest).
 */
export function Removable({ as: Tag = "li", className, children }: { as?: "li" | "tr" | "div"; className?: string; children: React.ReactNode }) {
  const [hidden, setHidden] = React.useState(false);
  const value = React.useMemo(() => ({ hide: () => setHidden(true), restore: () => setHidden(false) }), []);
  return (
    <RemovableContext.Provider value={value}>
      <Tag className={cn(className, hidden && "hidden")} aria-hidden={hidden || undefined}>
        {children}
      </Tag>
    </RemovableContext.Provider>
  );
}

export function DeleteButton({
  name,
  action,
  description,
  redirectTo,
  compact = false,
}: {
  /** What is deleted, as the admin knows it. */
  name: string;
  action: () => Promise<ActionResult<unknown>>;
  description?: React.ReactNode;
  /** Where to go afterwards (from an edit page); otherwise the list refreshes. */
  redirectTo?: string;
  compact?: boolean;
}) {
  const t = useTranslations("admin.common");
  const [open, setOpen] = React.useState(false);
  const { run, pending } = useActionRunner();
  const removable = React.useContext(RemovableContext);
  const router = useRouter();

  const confirm = async () => {
    setOpen(false);
    removable?.hide();
    const ok = await run(action, { success: t("deleted", withJosa({ name })), onFailure: () => removable?.restore() });
    if (ok) {
      if (redirectTo) router.push(redirectTo);
      else router.refresh();
    }
  };

  return (
    <>
      {compact ? (
        <Button variant="ghost" size="icon" className="size-11 text-red-700 hover:bg-red-50" aria-label={t("deleteNamed", { name })} onClick={() => setOpen(true)} disabled={pending}>
          <Trash2 />
        </Button>
      ) : (
        <Button variant="outline" className="text-red-700" onClick={() => setOpen(true)} disabled={pending}>
          <Trash2 />
          {t("delete")}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("confirmDeleteTitle", withJosa({ name }))}
        description={description ?? t("confirmDeleteBody")}
        confirmLabel={t("delete")}
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}
