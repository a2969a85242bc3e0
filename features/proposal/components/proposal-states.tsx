"use client";

import { ArrowLeft, Dices, OctagonAlert, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import styles from "./proposal.module.css";

/** The first loading screen, before the first reveal. */
export function ProposalLoading({ label }: { label?: string }) {
  const t = useTranslations("proposal");
  return (
    <div role="status" aria-live="polite" data-testid="proposal-loading" className="relative flex min-h-[100svh] items-center justify-center overflow-hidden bg-mood-deep text-white">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_50%_40%,var(--mood-primary),transparent_60%)] opacity-70" />
      <div aria-hidden className={cn("absolute inset-y-0 left-0 w-1/3 bg-gradient-to-r from-transparent via-white/15 to-transparent", styles.beam)} />
      <div className="relative flex flex-col items-center gap-6 px-6 text-center">
        <span aria-hidden className="relative flex size-24 items-center justify-center">
          <span className={cn("absolute inset-0 rounded-full border-2 border-white/50", styles.pulseRing)} />
          <span className="absolute inset-2 rounded-full bg-white/10 backdrop-blur" />
          <Dices className={cn("relative size-11", styles.spinSlow)} />
        </span>
        <p className="text-lg font-medium">{label ?? t("loading")}</p>
      </div>
    </div>
  );
}

/** 'エラーが発生しました', the message and a back button. */
export function ProposalError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("proposal.errors");
  const router = useRouter();
  const back = () => (window.history.length > 1 ? router.back() : router.push("/magic-question"));
  return (
    <div className="flex min-h-[100svh] items-center justify-center bg-mood-deep px-5 py-24">
      <div role="alert" data-testid="proposal-error" className="w-full max-w-md rounded-3xl border border-red-200 bg-red-50 p-7 shadow-lift">
        <OctagonAlert aria-hidden className="mb-4 size-9 text-red-600" />
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-sumi-soft">{message}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button onClick={back}>
            <ArrowLeft /> {t("back")}
          </Button>
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw /> {t("retry")}
          </Button>
        </div>
      </div>
    </div>
  );
}
