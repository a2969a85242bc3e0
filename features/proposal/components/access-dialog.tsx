"use client";

import { Clock, Repeat, RotateCcw, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/misc";
import { useTripFormat } from "@/features/trip/use-trip-format";
import { fetchAccessDetails } from "../api";
import type { AccessDetails, GachaProposal } from "../types";
import { AccessModeIcon } from "./access-mode-icon";

interface AccessDialogProps {
  proposal: GachaProposal;
  /** The page's palette: the dialog renders outside the page, in a portal. */
  mood?: string;
  hasCar: boolean;
  from?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A simple list of the routes behind the access tile, loaded when it opens. The access feature
 * replaces this with the full detail modal (overview, budget, comfort and speed tabs).
 */
export function AccessDialog({ proposal, mood, hasCar, from, open, onOpenChange }: AccessDialogProps) {
  const t = useTranslations("proposal.access");
  const tc = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className="sm:max-w-2xl" data-mood={mood}>
        <DialogHeader>
          <DialogTitle>{t("dialogTitle", { destination: proposal.name })}</DialogTitle>
          <DialogDescription>
            {t("dialogDescription", { origin: proposal.access.origin.name })}
            {proposal.access.approximate ? ` — ${t("approximate", { origin: proposal.access.origin.name })}` : null}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the content: every opening loads (or reuses, from the browser cache) the routes. */}
        <RouteList destinationId={proposal.id} hasCar={hasCar} from={from} />
      </DialogContent>
    </Dialog>
  );
}

function RouteList({ destinationId, hasCar, from }: { destinationId: string; hasCar: boolean; from?: string }) {
  const t = useTranslations("proposal.access");
  const locale = useLocale();
  const fmt = useTripFormat();
  const [state, setState] = React.useState<{ details: AccessDetails | null; failed: boolean; attempt: number }>({ details: null, failed: false, attempt: 0 });

  React.useEffect(() => {
    let live = true;
    void fetchAccessDetails(destinationId, locale, { hasCar, from }).then((details) => {
      if (live) setState((s) => ({ ...s, details, failed: !details }));
    });
    return () => {
      live = false;
    };
  }, [destinationId, locale, hasCar, from, state.attempt]);

  if (state.failed) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setState((s) => ({ details: null, failed: false, attempt: s.attempt + 1 }))}>
          <RotateCcw aria-hidden /> {t("retry")}
        </Button>
      </div>
    );
  }
  if (!state.details) {
    return (
      <div aria-busy="true" className="space-y-3" role="status" aria-label={t("loading")}>
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  }
  if (!state.details.routes.length) return <p className="text-sm text-sumi-soft">{t("none")}</p>;

  return (
    <ol className="space-y-4" data-testid="access-routes">
      {state.details.routes.map((o) => (
        <li key={o.id} className="rounded-2xl border border-line bg-white p-4">
          <div className="flex items-start gap-3">
            <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-mood-soft text-mood">
              <AccessModeIcon mode={o.mode} className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold leading-snug">{o.title}</h3>
              <p lang="ja" className="mt-0.5 text-xs text-sumi-soft">
                {o.routeSummary}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-4 text-mood" />
                  {fmt.duration(o.durationMinutes)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Wallet aria-hidden className="size-4 text-mood" />
                  {fmt.yenRange(o.fareMin, o.fareMax)}
                </span>
                {o.mode !== "car" ? (
                  <span className="inline-flex items-center gap-1">
                    <Repeat aria-hidden className="size-4 text-mood" />
                    {o.transfers ? t("transfers", { count: o.transfers }) : t("direct")}
                  </span>
                ) : (
                  <span className="text-amber-800">{o.needsCar ? t("needsCar") : t("yourCar")}</span>
                )}
              </p>
            </div>
          </div>
          {o.steps.length ? (
            <div className="mt-3 border-t border-line pt-3">
              <p className="mb-1.5 text-xs font-semibold text-sumi-soft">{t("steps")}</p>
              <ol className="space-y-1.5 text-sm">
                {o.steps.map((s, i) => (
                  <li key={i} className="flex gap-2">
                    <span aria-hidden className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-washi-deep text-[11px] font-semibold">
                      {i + 1}
                    </span>
                    <span className="flex-1">{s.instruction}</span>
                    <span className="shrink-0 text-xs text-sumi-soft">{fmt.duration(s.durationMinutes)}</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          {o.notes ? <p className="mt-3 rounded-xl bg-washi-deep px-3 py-2 text-xs leading-relaxed text-sumi-soft">{o.notes}</p> : null}
          {o.companies.length ? (
            <p className="mt-2 text-xs text-sumi-soft">
              {t("operators")}: <span lang="ja">{o.companies.join("・")}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
