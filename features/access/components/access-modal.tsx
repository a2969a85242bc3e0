"use client";

import { Gauge, LayoutList, PiggyBank, RotateCcw, Sofa } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import type { AccessState } from "../use-access-info";
import type { AccessInfo, TransportOption } from "../types";
import { OptionDetail } from "./option-detail";
import { AccessModeIcon, RouteFacts, WRAPPING_TAB } from "./route-bits";

const TABS = [
  { id: "overview", icon: LayoutList },
  { id: "budget", icon: PiggyBank },
  { id: "comfort", icon: Sofa },
  { id: "speed", icon: Gauge },
] as const;
type TabId = (typeof TABS)[number]["id"];

interface AccessModalProps {
  destinationName: string;
  state: AccessState;
  onRetry: () => void;
  /** The page's palette: the dialog renders outside the page, in a portal. */
  mood?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The access detail modal: overview, budget, comfort and speed; options left, detail right. */
export function AccessModal({ destinationName, state, onRetry, mood, open, onOpenChange }: AccessModalProps) {
  const t = useTranslations("access");
  const tc = useTranslations("common");
  const info = state.status === "ready" ? state.info : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className="sm:max-w-4xl" data-mood={mood} data-testid="access-modal">
        <DialogHeader>
          <DialogTitle>{t("modal.title", { destination: destinationName })}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            {info ? (
              <>
                <span>{t("modal.from", { origin: info.from.name })}</span>
                {info.estimate ? <Badge className="bg-amber-100 text-amber-900">{t("modal.estimate")}</Badge> : null}
                <span className="text-xs">{t("modal.source", { source: t(`sources.${info.source}`) })}</span>
              </>
            ) : (
              <span>{t("modal.loading")}</span>
            )}
          </DialogDescription>
        </DialogHeader>
        {state.status === "loading" ? (
          <div aria-busy="true" role="status" aria-label={t("modal.loading")} className="grid gap-3 md:grid-cols-[16rem_1fr]">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        ) : state.status === "error" ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm">
            <p>{t("modal.failed")}</p>
            <Button variant="outline" className="mt-3" onClick={onRetry}>
              <RotateCcw aria-hidden /> {t("modal.retry")}
            </Button>
          </div>
        ) : (
          <ModalBody info={state.info} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function listFor(info: AccessInfo, tab: TabId): TransportOption[] {
  if (tab === "overview") return info.options;
  const ids = info.alternatives[tab];
  return ids.map((id) => info.options.find((o) => o.id === id)).filter((o): o is TransportOption => Boolean(o));
}

function ModalBody({ info }: { info: AccessInfo }) {
  const t = useTranslations("access");
  if (!info.options.length) return <p className="text-sm text-sumi-soft">{t("modal.none")}</p>;
  return (
    <Tabs defaultValue="overview">
      {/* On a phone the four tabs sit two by two rather than run off the sheet: every label stays
          whole and in view. */}
      <TabsList aria-label={t("modal.options")} className="grid grid-cols-2 rounded-3xl sm:inline-flex sm:rounded-full">
        {TABS.map(({ id, icon: Icon }) => (
          <TabsTrigger key={id} value={id} className={WRAPPING_TAB}>
            <Icon aria-hidden /> {t(`modal.tabs.${id}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ id }) => (
        <TabsContent key={id} value={id}>
          <OptionsAndDetail info={info} options={listFor(info, id)} tab={id} />
        </TabsContent>
      ))}
      {info.estimate ? <p className="mt-4 text-xs text-sumi-soft">{t("modal.estimateNote")}</p> : null}
    </Tabs>
  );
}

function OptionsAndDetail({ info, options, tab }: { info: AccessInfo; options: TransportOption[]; tab: TabId }) {
  const t = useTranslations("access");
  // The first option is selected automatically.
  const [selected, setSelected] = React.useState(options[0]?.id ?? null);
  const current = options.find((o) => o.id === selected) ?? options[0];
  if (!current) return <p className="text-sm text-sumi-soft">{t("modal.none")}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <ul aria-label={t("modal.options")} className="space-y-2" data-testid={`options-${tab}`}>
        {options.map((o) => {
          const on = o.id === current.id;
          return (
            <li key={o.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => setSelected(o.id)}
                data-testid="modal-option"
                className={cn("flex w-full items-start gap-2.5 rounded-2xl border-2 bg-white p-3 text-left transition-colors", on ? "border-mood ring-4 ring-mood/15" : "border-line hover:border-mood/50")}
              >
                <span aria-hidden className={cn("flex size-9 shrink-0 items-center justify-center rounded-xl", on ? "bg-mood text-mood-ink" : "bg-mood-soft text-mood")}>
                  <AccessModeIcon mode={o.mode} className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold leading-snug">{o.title}</span>
                  <RouteFacts option={o} className="mt-1" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-line">
        <OptionDetail key={current.id} option={current} info={info} />
      </div>
    </div>
  );
}
