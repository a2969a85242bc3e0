"use client";

import { Eye, EyeOff, Search, TriangleAlert, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";
import { Input } from "@/components/ui/input";
import { useRouter } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { CheckboxField, SelectField } from "../../components/fields";
import { LocalizedField, type LocalizedValue } from "../../components/localized-field";
import { Section } from "../../components/page-header";
import { SaveBar } from "../../components/save-bar";
import { useAdminForm } from "../../components/use-admin-form";
import { STATUSES, type Status } from "../../shared/enums";
import { updateDestinationSettingsAction } from "../actions";
import { gapText, sortGaps, stationGap, type PublishingGap } from "../publishing-rules";
import { MAX_ALTERNATIVE_STATIONS, destinationSettingsSchema } from "../schemas";

export interface StationOption {
  id: string;
  nameJa: string;
  nameEn: string;
  prefecture: string;
  latitude: number;
  longitude: number;
}

export interface SettingsValues {
  id: string;
  isFeatured: boolean;
  status: Status;
  mainStationId: string;
  alternativeStationIds: string[];
  accessNotes: LocalizedValue;
}

function StationChooser({ stations, value, onValue, exclude, error }: { stations: StationOption[]; value: string[]; onValue: (v: string[]) => void; exclude: string; error?: string }) {
  const t = useTranslations("admin.destinations.settingsPage");
  const tc = useTranslations("admin.common");
  const [q, setQ] = React.useState("");
  const needle = q.trim().toLowerCase();
  // Chosen stations first, so the choice is visible without scrolling.
  const shown = stations
    .filter((s) => s.id !== exclude && (!needle || `${s.nameJa} ${s.nameEn} ${s.prefecture}`.toLowerCase().includes(needle)))
    .sort((a, b) => Number(value.includes(b.id)) - Number(value.includes(a.id)));
  const chosen = value.map((id) => stations.find((s) => s.id === id)).filter((s): s is StationOption => Boolean(s));
  const full = value.length >= MAX_ALTERNATIVE_STATIONS;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "alternatives-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("alternatives")}</legend>
      <p className="text-xs text-sumi-soft">{t("alternativesHint", { max: MAX_ALTERNATIVE_STATIONS, count: value.length })}</p>
      {chosen.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("alternatives")}>
          {chosen.map((s) => (
            <li key={s.id} className="inline-flex items-center gap-1 rounded-full bg-mood-soft py-1 pl-3 pr-1 text-sm">
              {s.nameJa}
              <button type="button" className="rounded-full p-1 hover:bg-sumi/10" aria-label={tc("removeItem", { item: s.nameJa })} onClick={() => onValue(value.filter((v) => v !== s.id))}>
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-sumi-soft" />
        <Input type="search" className="pl-10" aria-label={t("searchStations")} placeholder={t("searchStations")} value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <ul className="max-h-64 overflow-y-auto rounded-xl border border-line bg-white p-1">
        {shown.map((s) => {
          const on = value.includes(s.id);
          return (
            <li key={s.id}>
              <label className={cn("flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm hover:bg-washi-deep", !on && full && "cursor-not-allowed opacity-50")}>
                <input type="checkbox" className="size-5 accent-[var(--mood-primary)]" checked={on} disabled={!on && full} onChange={() => onValue(on ? value.filter((v) => v !== s.id) : [...value, s.id])} />
                <span className="flex-1">
                  {s.nameJa} <span className="text-sumi-soft">· {s.prefecture}</span>
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="px-3 py-4 text-sm text-sumi-soft">{t("noStations")}</li> : null}
      </ul>
      {error ? (
        <p id="alternatives-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What keeps the destination from being active, in place of the visibility line (the server refuses the same). */
function PublishingGaps({ gaps }: { gaps: PublishingGap[] }) {
  const t = useTranslations("admin.destinations.publishing");
  const locale = useLocale();
  return (
    <div role="status" aria-labelledby="publishing-gaps" className="rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p id="publishing-gaps" className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {t("missingTitle")}
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-6">
        {gaps.map((g) => (
          <li key={g.kind}>{gapText(g, t, locale)}</li>
        ))}
      </ul>
      <p className="mt-2 text-amber-900">{t("draftHint")}</p>
    </div>
  );
}

export function DestinationSettingsForm({ initial, stations, place, contentGaps }: { initial: SettingsValues; stations: StationOption[]; place: { latitude: number; longitude: number }; contentGaps: PublishingGap[] }) {
  const t = useTranslations("admin.destinations.settingsPage");
  const ts = useTranslations("admin.status");
  const tc = useTranslations("admin.common");
  const router = useRouter();
  const { dirty, errorOf, formRef, pending, set, submit, values } = useAdminForm(destinationSettingsSchema, initial);
  const visible = values.isFeatured && values.status === "active";
  const wasVisible = initial.isFeatured && initial.status === "active";
  const visibility = visible === wasVisible ? (visible ? "visibleNow" : "hiddenNow") : visible ? "willShow" : "willHide";
  const station = stationGap(place, stations.find((s) => s.id === values.mainStationId));
  const gaps = sortGaps(station ? [...contentGaps, station] : contentGaps);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit({ action: updateDestinationSettingsAction, success: t("saved"), onSuccess: () => router.refresh() });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Section title={t("visibility")} description={t("visibilityLead")}>
        <CheckboxField id="isFeatured" label={t("featuredLabel")} checked={values.isFeatured} onChecked={(v) => set("isFeatured", v)} hint={t("featuredHint")} />
        <SelectField
          id="status"
          label={tc("status")}
          value={values.status}
          onValue={(v) => set("status", v as Status)}
          options={STATUSES.map((s) => ({ value: s, label: ts(s) }))}
          error={errorOf("status")}
          fieldClassName="sm:max-w-xs"
        />
        {gaps.length ? (
          <PublishingGaps gaps={gaps} />
        ) : (
          <p role="status" className={cn("flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm", visible ? "bg-emerald-50 text-emerald-900" : "bg-stone-100 text-stone-700")}>
            {visible ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
            {t(visibility)}
          </p>
        )}
      </Section>

      <Section title={t("stations")} description={t("stationsLead")}>
        <SelectField
          id="mainStationId"
          label={t("mainStation")}
          value={values.mainStationId}
          onValue={(v) => {
            set("mainStationId", v);
            if (values.alternativeStationIds.includes(v)) set("alternativeStationIds", values.alternativeStationIds.filter((x) => x !== v));
          }}
          placeholder={t("noMainStation")}
          options={stations.map((s) => ({ value: s.id, label: `${s.nameJa}（${s.prefecture}）` }))}
          error={errorOf("mainStationId")}
        />
        <StationChooser stations={stations} value={values.alternativeStationIds} onValue={(v) => set("alternativeStationIds", v)} exclude={values.mainStationId} error={errorOf("alternativeStationIds")} />
        <LocalizedField id="accessNotes" label={t("accessNotes")} multiline rows={3} value={values.accessNotes} onValue={(v) => set("accessNotes", v)} errorOf={(l) => errorOf(`accessNotes.${l}`)} hint={t("accessNotesHint")} />
      </Section>

      <SaveBar pending={pending} dirty={dirty} cancelHref="/admin/destinations" />
    </form>
  );
}
