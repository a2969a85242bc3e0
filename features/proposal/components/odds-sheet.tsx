"use client";

import { BadgeCheck, Scale, ShieldAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { checkDraw, type CheckResult } from "../check-draw";
import type { PoolOdds } from "../odds";
import { fetchOdds } from "../proposal-client";
import type { ProposalRequest } from "../schemas";
import type { ProposalResponse } from "../types";

interface OddsSheetProps {
  data: ProposalResponse;
  /** The hash that was on screen before the press that drew this. */
  sealedBefore: string | null;
  question: () => ProposalRequest | null;
}

type Loaded = { odds: PoolOdds; check: CheckResult | null } | { error: string };

/** 'How this draw works', from the pool line: the odds of the next press, what was left out, and the check of this draw. */
export function OddsSheet({ data, sealedBefore, question }: OddsSheetProps) {
  const t = useTranslations("proposal.odds");
  const locale = useLocale();
  const [open, setOpen] = React.useState(false);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);

  React.useEffect(() => {
    if (!open) return;
    const body = question();
    if (!body) return;
    let live = true;
    void (async () => {
      // The seal of the next press: for a first visit it carries the destination on screen.
      const odds = await fetchOdds(data.next ? { ...body, seal: data.next.seal } : body, locale);
      if (!live) return;
      if (!odds.ok) return setLoaded({ error: odds.message || t("error") });
      const check = data.draw ? await checkDraw(data.draw, data.proposal.id, odds.entries, sealedBefore) : null;
      if (live) setLoaded({ odds, check });
    })();
    return () => {
      live = false;
      setLoaded(null);
    };
  }, [open, data, sealedBefore, question, locale, t]);

  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger data-testid="odds-open" className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/15 px-3 text-xs font-medium text-white ring-1 ring-white/35 backdrop-blur-md hover:bg-white/25">
        <Scale aria-hidden className="size-3.5" />
        {t("open")}
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel={t("close")} aria-describedby="odds-lead" className="overflow-y-auto" data-testid="odds-sheet">
        <SheetTitle className="pr-10 text-lg font-semibold">{t("open")}</SheetTitle>
        <p id="odds-lead" className="text-sm text-sumi-soft">{t("lead")}</p>
        {loaded === null ? <p role="status" className="text-sm">{t("loading")}</p> : null}
        {loaded && "error" in loaded ? <p role="alert" className="text-sm text-red-700">{loaded.error}</p> : null}
        {loaded && "odds" in loaded ? (
          <>
            <CheckBox result={loaded.check} data={data} />
            {data.next ? (
              <p className="break-all text-xs text-sumi-soft" data-testid="odds-next-seal">
                {t("nextSeal", { hash: data.next.commitment })}
              </p>
            ) : null}
            <section>
              <h3 className="mb-2 text-sm font-semibold">{t("inDraw", { count: loaded.odds.entries.length })}</h3>
              <ul className="divide-y divide-line rounded-2xl border border-line bg-white text-sm">
                {[...loaded.odds.entries]
                  .sort((a, b) => b.chance - a.chance || a.name.localeCompare(b.name, locale))
                  .map((e) => (
                    <li key={e.id} data-testid="odds-row" data-id={e.id} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span>
                        <span className="font-medium">{e.name}</span> <span className="text-xs text-sumi-soft">{e.prefecture}</span>
                        <span className="block text-xs text-sumi-soft">
                          {e.season > 1 ? t("factorSeason", { factor: e.season }) : t("factorOffSeason")}
                          {e.onShare !== null ? ` · ${t("factorOn", { share: percent.format(e.onShare) })}` : ""}
                          {` · ${t("weight", { weight: Math.round(e.weight * 100) / 100 })}`}
                        </span>
                      </span>
                      <span className="shrink-0 tabular-nums font-semibold">{e.seen ? t("seen") : percent.format(e.chance)}</span>
                    </li>
                  ))}
              </ul>
            </section>
            {loaded.odds.leftOut.length ? (
              <section>
                <h3 className="mb-2 text-sm font-semibold">{t("leftOut", { count: loaded.odds.leftOut.length })}</h3>
                <ul className="space-y-1 text-sm" data-testid="odds-left-out">
                  {loaded.odds.leftOut.map((l) => (
                    <li key={l.id}>
                      {l.name} <span className="text-xs text-sumi-soft">{l.prefecture} · {t(`reasons.${l.reason}`)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

function CheckBox({ result, data }: { result: CheckResult | null; data: ProposalResponse }) {
  const t = useTranslations("proposal.odds");
  const good = result === "checked" || result === "recomputed";
  const Icon = good ? BadgeCheck : ShieldAlert;
  return (
    <div className="rounded-2xl bg-white p-3 text-sm ring-1 ring-line" data-testid="draw-check" data-result={result ?? "none"}>
      <p className="flex items-start gap-2 font-medium">
        <Icon aria-hidden className={good ? "size-5 shrink-0 text-emerald-700" : "size-5 shrink-0 text-sumi-soft"} />
        {t(`check.${result ?? "none"}`, { name: data.proposal.name })}
      </p>
      {data.draw ? (
        <dl className="mt-2 grid gap-1 break-all text-xs text-sumi-soft">
          <dt className="font-medium text-sumi">{t("commitment")}</dt>
          <dd>{data.draw.commitment}</dd>
          <dt className="font-medium text-sumi">{t("seed")}</dt>
          <dd data-testid="draw-seed">{data.draw.seed}</dd>
        </dl>
      ) : null}
    </div>
  );
}
