"use client";

import { Clock, Copy, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RAKUTEN_LIMITS } from "@/lib/clients/rakuten-limits";
import { toast, toastError } from "@/lib/toast";
import { TextField } from "../../components/fields";
import { Section } from "../../components/page-header";
import { useAdminForm } from "../../components/use-admin-form";
import { testRakutenAction } from "../actions";
import { rakutenTestSchema } from "../schemas";
import type { RakutenFailure } from "../service";
import { HotelFacts, RakutenErrorPanel } from "./rakuten-bits";

type Outcome = Extract<Awaited<ReturnType<typeof testRakutenAction>>, { ok: true }>["data"];

/** Hakone-Yumoto: a place where the search always finds something. */
const START = { kind: "simple" as "simple" | "keyword", latitude: "35.2329", longitude: "139.1069", radiusKm: "3", keyword: "箱根 旅館", hits: "10", page: "1" };

export function RakutenTester() {
  const t = useTranslations("admin.rakuten");
  // The schema reads the fields of the chosen kind and leaves the others aside.
  const { errorOf, formRef, pending, set, submit, values } = useAdminForm(rakutenTestSchema, START);
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    submit({ action: testRakutenAction, onSuccess: setOutcome });
  };

  const raw = outcome ? JSON.stringify(outcome.ok ? outcome.result.raw : (outcome as RakutenFailure).raw ?? null, null, 2) : "";
  const meta = outcome ? (outcome.ok ? outcome.result : (outcome as RakutenFailure)) : null;

  return (
    <div className="flex flex-col gap-5">
      <Section title={t("tester.request")} description={t("tester.requestLead")}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <Tabs value={values.kind} onValueChange={(v) => set("kind", v as "simple" | "keyword")}>
            <TabsList className="sm:w-fit">
              <TabsTrigger value="simple">{t("tester.simple")}</TabsTrigger>
              <TabsTrigger value="keyword">{t("tester.keyword")}</TabsTrigger>
            </TabsList>
          </Tabs>
          {values.kind === "simple" ? (
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField id="latitude" label={t("fields.latitude")} inputMode="decimal" value={values.latitude} onValue={(v) => set("latitude", v)} error={errorOf("latitude")} />
              <TextField id="longitude" label={t("fields.longitude")} inputMode="decimal" value={values.longitude} onValue={(v) => set("longitude", v)} error={errorOf("longitude")} />
              <TextField id="radiusKm" label={t("fields.radius")} inputMode="decimal" value={values.radiusKm} onValue={(v) => set("radiusKm", v)} error={errorOf("radiusKm")} hint={t("fields.radiusHint", { min: RAKUTEN_LIMITS.minRadiusKm, max: RAKUTEN_LIMITS.maxRadiusKm })} />
            </div>
          ) : (
            <TextField id="keyword" label={t("fields.keyword")} value={values.keyword} onValue={(v) => set("keyword", v)} error={errorOf("keyword")} hint={t("fields.keywordHint", { min: RAKUTEN_LIMITS.minKeyword })} />
          )}
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField id="hits" label={t("fields.hits")} inputMode="numeric" value={values.hits} onValue={(v) => set("hits", v)} error={errorOf("hits")} hint={t("fields.hitsHint", { max: RAKUTEN_LIMITS.maxHits })} />
            <TextField id="page" label={t("fields.page")} inputMode="numeric" value={values.page} onValue={(v) => set("page", v)} error={errorOf("page")} />
          </div>
          <div>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Send aria-hidden />}
              {pending ? t("tester.sending") : t("tester.send")}
            </Button>
          </div>
        </form>
      </Section>

      {outcome && meta ? (
        <Section
          title={t("tester.response")}
          actions={
            meta.durationMs !== undefined ? (
              <span className="inline-flex items-center gap-1.5 text-sm text-sumi-soft">
                <Clock aria-hidden className="size-4" />
                {t("tester.duration", { ms: meta.durationMs })}
              </span>
            ) : null
          }
        >
          {meta.requestUrl ? <p className="break-all rounded-xl bg-washi px-3 py-2 font-mono text-xs text-sumi-soft">GET {meta.requestUrl}</p> : null}
          {outcome.ok ? (
            <>
              <p className="text-sm">{t("tester.found", { count: outcome.result.paging.recordCount, shown: outcome.result.hotels.length })}</p>
              {outcome.result.hotels.length ? (
                <ul className="grid gap-3 md:grid-cols-2">
                  {outcome.result.hotels.map((h) => (
                    <li key={h.hotelNo} className="flex flex-col gap-1.5 rounded-2xl border border-line p-3">
                      <p className="font-semibold">{h.name}</p>
                      <HotelFacts hotel={h} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-sumi-soft">{t("tester.noHotels")}</p>
              )}
            </>
          ) : (
            <RakutenErrorPanel failure={outcome as RakutenFailure} />
          )}
          <details open={!outcome.ok}>
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">{t("tester.raw")}</summary>
            <div className="relative">
              <Button
                variant="outline"
                size="sm"
                className="absolute right-2 top-2"
                onClick={() =>
                  navigator.clipboard.writeText(raw).then(
                    () => toast.success(t("tester.copied")),
                    () => toastError(t("tester.copyFailed")),
                  )
                }
              >
                <Copy aria-hidden />
                {t("tester.copy")}
              </Button>
              <pre className="max-h-[28rem] overflow-auto rounded-2xl bg-sumi p-4 pt-12 text-xs leading-relaxed text-washi">{raw}</pre>
            </div>
          </details>
        </Section>
      ) : null}
    </div>
  );
}
