"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { retryOutboxEmailAction } from "../actions";

/** Sends a given-up mail once more. */
export function RetryButton({ id }: { id: string }) {
  const t = useTranslations("admin.outbox");
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);

  async function retry() {
    setBusy(true);
    const result = await retryOutboxEmailAction({ id });
    setBusy(false);
    if (result.ok) {
      toast.success(t("retried"));
      router.refresh();
    } else toastError(result.message);
  }

  return (
    <Button onClick={retry} disabled={busy}>
      <RotateCw aria-hidden className={busy ? "animate-spin" : undefined} /> {t("retry")}
    </Button>
  );
}
