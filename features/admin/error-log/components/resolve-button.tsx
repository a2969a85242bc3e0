"use client";

import { CheckCircle2, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { useActionRunner } from "../../components/use-admin-form";
import { setErrorLogResolvedAction } from "../actions";

/** Marks a record resolved, or opens a resolved one again. */
export function ResolveButton({ id, resolved }: { id: string; resolved: boolean }) {
  const t = useTranslations("admin.errorLog");
  const router = useRouter();
  const { run, pending } = useActionRunner();
  const toggle = async () => {
    const ok = await run(() => setErrorLogResolvedAction({ id, resolved: !resolved }), { success: resolved ? t("reopened") : t("resolvedToast") });
    if (ok) router.refresh();
  };
  return (
    <Button variant={resolved ? "outline" : "default"} onClick={toggle} disabled={pending} aria-busy={pending}>
      {resolved ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
      {resolved ? t("reopen") : t("markResolved")}
    </Button>
  );
}
