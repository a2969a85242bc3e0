"use client";

import { Check, Download, Pencil, RotateCw, Square, Wand2 } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { Progress } from "@/components/ui/progress";
import { Link } from "@/i18n/navigation";
import { toast, toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { TextField } from "../../components/fields";
import { Section } from "../../components/page-header";
import { autoSuggestStaysAction, destinationsNeedingStaysAction, importHotelsAction } from "../actions";
import { MAX_IMPORT } from "../schemas";
import type { Candidate, RakutenFailure } from "../service";
import { HotelFacts, RakutenErrorPanel } from "./rakuten-bits";

/** Rakuten asks for at most one request per second per application. */
const REQUEST_SPACING_MS = 1100;
const HITS = 10;

type Target = { id: string; label: string; activeStays: number };
type Outcome = { state: "waiting" } | { state: "loading" } | { state: "done"; candidates: Candidate[] } | { state: "failed"; failure: RakutenFailure };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

export function AutoSuggestions({ labels }: { labels: Record<string, string> }) {
  const t = useTranslations("admin.auto");
  const ts = useTranslations("admin.suggestions");
  const tc = useTranslations("admin.common");
  const [minActive, setMinActive] = React.useState("3");
  const [minError, setMinError] = React.useState<string>();
  const [targets, setTargets] = React.useState<Target[] | null>(null);
  const [outcomes, setOutcomes] = React.useState<Record<string, Outcome>>({});
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  const [running, setRunning] = React.useState(false);
  const [finding, startFinding] = React.useTransition();
  const [importing, startImporting] = React.useTransition();
  const abortRef = React.useRef<AbortController | null>(null);

  const done = targets ? targets.filter((d) => ["done", "failed"].includes(outcomes[d.id]?.state ?? "")).length : 0;
  const key = (destinationId: string, hotelNo: number) => `${destinationId}:${hotelNo}`;

  const find = () =>
    startFinding(async () => {
      try {
        const r = await destinationsNeedingStaysAction({ minActive });
        if (!r.ok) {
          setMinError(r.fieldErrors?.minActive?.[0] ? r.message : undefined);
          return void toastError(r.message);
        }
        setMinError(undefined);
        setTargets(r.data.map((d) => ({ id: d.id, label: labels[d.id] ?? d.nameJa, activeStays: d.activeStays })));
        setOutcomes(Object.fromEntries(r.data.map((d) => [d.id, { state: "waiting" } as Outcome])));
        setSelected(new Set());
      } catch {
        toastError(tc("networkFailed"));
      }
    });

  const fetchOne = async (id: string) => {
    setOutcomes((o) => ({ ...o, [id]: { state: "loading" } }));
    try {
      const r = await autoSuggestStaysAction({ destinationId: id, hits: HITS });
      const outcome: Outcome = !r.ok ? { state: "failed", failure: { ok: false, kind: "unexpected", message: r.message } } : r.data.ok ? { state: "done", candidates: r.data.candidates } : { state: "failed", failure: r.data };
      setOutcomes((o) => ({ ...o, [id]: outcome }));
    } catch {
      setOutcomes((o) => ({ ...o, [id]: { state: "failed", failure: { ok: false, kind: "network", message: "" } } }));
    }
  };

  const runAll = async () => {
    if (!targets) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setRunning(true);
    for (const [i, d] of targets.entries()) {
      if (controller.signal.aborted) break;
      if (outcomes[d.id]?.state === "done") continue;
      if (i > 0) await sleep(REQUEST_SPACING_MS, controller.signal);
      if (controller.signal.aborted) break;
      await fetchOne(d.id);
    }
    setRunning(false);
    if (!controller.signal.aborted) toast.success(t("finished"));
  };

  const importSelected = () =>
    startImporting(async () => {
      const items = (targets ?? []).flatMap((d) => {
        const o = outcomes[d.id];
        return o?.state === "done" ? o.candidates.filter((c) => !c.importedId && selected.has(key(d.id, c.hotel.hotelNo))).map((c) => ({ destinationId: d.id, hotel: c.hotel })) : [];
      });
      let created = 0;
      for (let i = 0; i < items.length; i += MAX_IMPORT) {
        const chunk = items.slice(i, i + MAX_IMPORT);
        try {
          const r = await importHotelsAction({ items: chunk });
          if (!r.ok) return void toastError(r.message);
          created += r.data.created.length;
          const ids = new Map([...r.data.created, ...r.data.skipped].map((x) => [x.hotelNo, x.id]));
          setOutcomes((o) => {
            const next = { ...o };
            for (const { destinationId } of chunk) {
              const cur = next[destinationId];
              if (cur?.state === "done") next[destinationId] = { state: "done", candidates: cur.candidates.map((c) => (ids.has(c.hotel.hotelNo) ? { ...c, importedId: ids.get(c.hotel.hotelNo)! } : c)) };
            }
            return next;
          });
        } catch {
          return void toastError(tc("networkFailed"));
        }
      }
      setSelected(new Set());
      toast.success(t("importedN", { count: created }));
    });

  const selectable = (targets ?? []).flatMap((d) => {
    const o = outcomes[d.id];
    return o?.state === "done" ? o.candidates.filter((c) => !c.importedId).map((c) => key(d.id, c.hotel.hotelNo)) : [];
  });

  return (
    <div className="flex flex-col gap-5">
      <Section title={t("step1")} description={t("step1Lead")}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField id="minActive" label={t("minActive")} inputMode="numeric" value={minActive} onValue={setMinActive} error={minError} fieldClassName="sm:w-56" />
          <Button onClick={find} disabled={finding || running} aria-busy={finding}>
            {finding ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Wand2 aria-hidden />}
            {t("find")}
          </Button>
        </div>
      </Section>

      {targets ? (
        targets.length === 0 ? (
          <EmptyState icon={<Check />} title={t("noneNeeded", { count: Number(minActive) || 0 })} />
        ) : (
          <Section
            title={t("step2", { count: targets.length })}
            description={t("step2Lead")}
            actions={
              running ? (
                <Button variant="outline" onClick={() => abortRef.current?.abort()}>
                  <Square aria-hidden />
                  {t("stop")}
                </Button>
              ) : (
                <Button onClick={runAll} disabled={importing}>
                  <Wand2 aria-hidden />
                  {done ? t("fetchRest") : t("fetchAll")}
                </Button>
              )
            }
          >
            <div role="status" aria-live="polite">
              <p className="mb-1.5 text-sm text-sumi-soft">{t("progress", { done, total: targets.length })}</p>
              <Progress value={(done / targets.length) * 100} aria-label={t("progressLabel")} />
            </div>
            <ol className="flex flex-col gap-4">
              {targets.map((d) => {
                const o = outcomes[d.id] ?? { state: "waiting" };
                return (
                  <li key={d.id} className="rounded-2xl border border-line p-4">
                    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold">
                        {d.label} <span className="text-sm font-normal text-sumi-soft">· {ts("activeStaysShort", { count: d.activeStays })}</span>
                      </p>
                      {o.state === "failed" && !running ? (
                        <Button variant="ghost" size="sm" onClick={() => fetchOne(d.id)}>
                          <RotateCw aria-hidden />
                          {tc("retry")}
                        </Button>
                      ) : null}
                    </div>
                    {o.state === "waiting" ? <p className="text-sm text-sumi-soft">{t("waiting")}</p> : null}
                    {o.state === "loading" ? <Spinner label={t("loading")} className="text-sm text-sumi-soft" /> : null}
                    {o.state === "failed" ? <RakutenErrorPanel failure={o.failure} /> : null}
                    {o.state === "done" && o.candidates.length === 0 ? <p className="text-sm text-sumi-soft">{ts("none")}</p> : null}
                    {o.state === "done" && o.candidates.length ? (
                      <ul className="grid gap-2 md:grid-cols-2">
                        {o.candidates.map((c) => {
                          const k = key(d.id, c.hotel.hotelNo);
                          const on = selected.has(k);
                          return (
                            <li key={k} className={cn("flex gap-3 rounded-xl border p-3", on ? "border-mood bg-mood-soft/40" : "border-line")}>
                              {c.importedId ? (
                                <Link href={`/admin/accommodations/edit/${c.importedId}`} aria-label={ts("editDraftNamed", { name: c.hotel.name })} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
                                  <Pencil aria-hidden className="size-4" />
                                </Link>
                              ) : (
                                <label className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
                                  <input type="checkbox" className="size-5 accent-[var(--mood-primary)]" checked={on} aria-label={t("selectHotel", { name: c.hotel.name })} onChange={() => setSelected((s) => { const n = new Set(s); if (n.has(k)) n.delete(k); else n.add(k); return n; })} />
                                </label>
                              )}
                              <div className="min-w-0 flex-1">
                                <p className="font-medium">{c.hotel.name}</p>
                                <HotelFacts hotel={c.hotel} distanceKm={c.distanceKm} />
                                {c.importedId ? <p className="mt-1 text-xs font-medium text-emerald-800">{ts("importedBadge")}</p> : null}
                              </div>
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6">
              <span className="mr-auto text-sm text-sumi-soft">{t("selectedN", { count: selected.size })}</span>
              <Button variant="ghost" onClick={() => setSelected(new Set(selectable))} disabled={!selectable.length}>
                {t("selectAll")}
              </Button>
              <Button onClick={importSelected} disabled={!selected.size || importing || running} aria-busy={importing}>
                {importing ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Download aria-hidden />}
                {t("importSelected", { count: selected.size })}
              </Button>
            </div>
          </Section>
        )
      ) : null}
    </div>
  );
}
