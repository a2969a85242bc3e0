"use client";

import { Check, Download, Pencil, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { RAKUTEN_LIMITS } from "@/lib/clients/rakuten-limits";
import { toast, toastError } from "@/lib/toast";
import { useTripFormat } from "@/features/trip/ui";
import { SelectField, TextField } from "../../components/fields";
import { Section } from "../../components/page-header";
import { useAdminForm } from "../../components/use-admin-form";
import { importHotelsAction, suggestStaysAction } from "../actions";
import { suggestionSearchSchema } from "../schemas";
import type { Candidate, RakutenFailure } from "../service";
import { HotelFacts, RakutenErrorPanel } from "./rakuten-bits";
import { withJosa } from "@/lib/korean";

/** Rakuten's index is Japanese, so the keyword stays Japanese whatever the console's language. */
const keywordFor = (nameJa: string) => `${nameJa} 宿`;

export interface SuggestDestination {
  id: string;
  label: string;
  nameJa: string;
  activeStays: number;
}

/** One import button: a hotel becomes a draft stay; afterwards it links to that draft. */
export function ImportButton({ destinationId, candidate, onImported }: { destinationId: string; candidate: Candidate; onImported: (id: string) => void }) {
  const t = useTranslations("admin.suggestions");
  const tc = useTranslations("admin.common");
  const [pending, startTransition] = React.useTransition();
  if (candidate.importedId) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href={`/admin/accommodations/edit/${candidate.importedId}`}>
          <Pencil aria-hidden />
          {t("editDraft")}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={pending}
      aria-busy={pending}
      onClick={() =>
        startTransition(async () => {
          try {
            const result = await importHotelsAction({ items: [{ destinationId, hotel: candidate.hotel }] });
            if (!result.ok) return void toastError(result.message);
            const row = result.data.created[0] ?? result.data.skipped[0];
            if (row) onImported(row.id);
            toast.success(result.data.created.length ? t("imported", withJosa({ name: candidate.hotel.name })) : t("alreadyImported", { name: candidate.hotel.name }));
          } catch {
            toastError(tc("networkFailed"));
          }
        })
      }
    >
      {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Download aria-hidden />}
      {t("importDraft")}
    </Button>
  );
}

export function SuggestionSearch({ destinations, initialDestination }: { destinations: SuggestDestination[]; initialDestination?: string }) {
  const t = useTranslations("admin.suggestions");
  const tr = useTranslations("admin.rakuten");
  const tc = useTranslations("admin.common");
  const fmt = useTripFormat();
  const router = useRouter();
  const pathname = usePathname();
  const first = destinations.find((d) => d.id === initialDestination);
  const { errorOf, formRef, pending, set, submit, values } = useAdminForm(suggestionSearchSchema, { destinationId: first?.id ?? "", mode: "nearby" as "nearby" | "keyword", keyword: first ? keywordFor(first.nameJa) : "", radiusKm: "3", hits: "15" });
  const [result, setResult] = React.useState<{ candidates: Candidate[]; recordCount: number } | RakutenFailure | null>(null);
  const chosen = destinations.find((d) => d.id === values.destinationId);

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    submit({
      action: suggestStaysAction,
      onSuccess: (data) => {
        setResult(data.ok ? { candidates: data.candidates, recordCount: data.recordCount } : data);
        if (data.ok) toast.success(t("found", { count: data.candidates.length }));
      },
    });
  };

  const markImported = (hotelNo: number, id: string) =>
    setResult((r) => (r && "candidates" in r ? { ...r, candidates: r.candidates.map((c) => (c.hotel.hotelNo === hotelNo ? { ...c, importedId: id } : c)) } : r));

  return (
    <div className="flex flex-col gap-5">
      <Section title={t("searchTitle")} description={chosen ? t("currentStays", { count: chosen.activeStays }) : t("searchLead")}>
        <form ref={formRef} onSubmit={search} noValidate className="flex flex-col gap-5">
          <SelectField
            id="destinationId"
            label={tc("destination")}
            required
            value={values.destinationId}
            placeholder={tc("choose")}
            options={destinations.map((d) => ({ value: d.id, label: fmt.withAside(d.label, t("activeStaysShort", { count: d.activeStays })) }))}
            onValue={(v) => {
              set("destinationId", v);
              const d = destinations.find((x) => x.id === v);
              if (d) set("keyword", keywordFor(d.nameJa));
              setResult(null);
              router.replace({ pathname, query: v ? { destination: v } : {} }, { scroll: false });
            }}
            error={errorOf("destinationId")}
          />
          <Tabs value={values.mode} onValueChange={(v) => set("mode", v as "nearby" | "keyword")}>
            <TabsList className="sm:w-fit">
              <TabsTrigger value="nearby">{t("nearby")}</TabsTrigger>
              <TabsTrigger value="keyword">{t("byKeyword")}</TabsTrigger>
            </TabsList>
          </Tabs>
          <div className="grid gap-5 sm:grid-cols-2">
            {values.mode === "nearby" ? (
              <TextField id="radiusKm" label={tr("fields.radius")} inputMode="decimal" value={values.radiusKm} onValue={(v) => set("radiusKm", v)} error={errorOf("radiusKm")} hint={tr("fields.radiusHint", { min: RAKUTEN_LIMITS.minRadiusKm, max: RAKUTEN_LIMITS.maxRadiusKm })} />
            ) : (
              <TextField id="keyword" label={tr("fields.keyword")} value={values.keyword} onValue={(v) => set("keyword", v)} error={errorOf("keyword")} hint={tr("fields.keywordHint", { min: RAKUTEN_LIMITS.minKeyword })} />
            )}
            <TextField id="hits" label={tr("fields.hits")} inputMode="numeric" value={values.hits} onValue={(v) => set("hits", v)} error={errorOf("hits")} hint={tr("fields.hitsHint", { max: RAKUTEN_LIMITS.maxHits })} />
          </div>
          <div>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Search aria-hidden />}
              {pending ? t("searching") : t("search")}
            </Button>
          </div>
        </form>
      </Section>

      {result && "kind" in result ? <RakutenErrorPanel failure={result} /> : null}
      {result && "candidates" in result ? (
        <section aria-labelledby="candidates">
          <h2 id="candidates" className="mb-3 font-semibold">
            {t("candidates", { count: result.candidates.length })}
          </h2>
          {result.candidates.length === 0 ? (
            <EmptyState icon={<Search />} title={t("none")}>
              <p className="text-sm">{t("noneHint")}</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {result.candidates.map((c) => (
                <li key={c.hotel.hotelNo} className="flex flex-col gap-1.5 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold">{c.hotel.name}</p>
                    {c.importedId ? (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                        <Check aria-hidden className="size-3.5" />
                        {t("importedBadge")}
                      </span>
                    ) : null}
                  </div>
                  <HotelFacts hotel={c.hotel} distanceKm={c.distanceKm} />
                  <div className="mt-auto pt-2">
                    <ImportButton destinationId={values.destinationId} candidate={c} onImported={(id) => markImported(c.hotel.hotelNo, id)} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
