"use client";

import { Save } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useRouter } from "@/i18n/navigation";
import { CheckboxField, ChipsField, SelectField, TextAreaField, TextField, ToggleGroupField } from "../../components/fields";
import { LocalizedField, type LocalizedValue } from "../../components/localized-field";
import { MonthsField } from "../../components/months-field";
import { useAdminForm } from "../../components/use-admin-form";
import { SEASONS, SPOT_CATEGORIES, STATUSES, type Status } from "../../shared/enums";
import { ALL_MONTHS } from "../../shared/validation";
import { createSpotAction, updateSpotAction } from "../actions";
import { spotFieldsSchema } from "../schemas";

type Num = string | number | null;
export interface SpotFormValues {
  destinationId: string;
  name: LocalizedValue;
  description: LocalizedValue;
  address: LocalizedValue;
  category: (typeof SPOT_CATEGORIES)[number];
  priceRange: LocalizedValue;
  rating: Num;
  popularityScore: Num;
  isFeatured: boolean;
  status: Status;
  latitude: Num;
  longitude: Num;
  tags: string[];
  bestSeason: (typeof SEASONS)[number][];
  /** 1–12; all twelve when it can be visited all year. */
  months: number[];
  /** A dated event's dates in words. */
  when: LocalizedValue;
  openingTime: string | null;
  closingTime: string | null;
  /** Where the facts come from: stored as a list, edited one per line. */
  sources: string | string[];
}

const EMPTY: LocalizedValue = { ja: "", en: "", ko: "", zh: "" };
/** A new spot is open all year and starts as a draft, like all new content: travellers see it once it is made active. */
export function newSpot(destinationId = ""): SpotFormValues {
  return { destinationId, name: EMPTY, description: EMPTY, address: EMPTY, category: "scenic", priceRange: EMPTY, rating: "", popularityScore: 50, isFeatured: false, status: "draft", latitude: "", longitude: "", tags: [], bestSeason: [], months: [...ALL_MONTHS], when: EMPTY, openingTime: "", closingTime: "", sources: "" };
}

function SpotForm({ id, initial, destinations, onDone }: { id?: string; initial: SpotFormValues; destinations: { id: string; label: string }[]; onDone: () => void }) {
  const t = useTranslations("admin.spots");
  const tf = useTranslations("admin.fields");
  const tc = useTranslations("admin.common");
  const ts = useTranslations("admin.status");
  const tcat = useTranslations("admin.enums.spotCategories");
  const tse = useTranslations("admin.enums.seasons");
  const router = useRouter();
  const { errorOf, formRef, pending, set, submit, values } = useAdminForm(spotFieldsSchema, initial);
  const done = () => {
    onDone();
    router.refresh();
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (id) submit({ action: (fields) => updateSpotAction({ id, fields }), serverPrefix: "fields.", success: t("saved"), onSuccess: done });
    else submit({ action: createSpotAction, success: t("created"), onSuccess: done });
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id="spot-destination" label={tc("destination")} required value={values.destinationId} onValue={(v) => set("destinationId", v)} placeholder={tc("choose")} options={destinations.map((d) => ({ value: d.id, label: d.label }))} error={errorOf("destinationId")} />
        <SelectField id="spot-category" label={tc("category")} required value={values.category} onValue={(v) => set("category", v as SpotFormValues["category"])} options={SPOT_CATEGORIES.map((c) => ({ value: c, label: tcat(c) }))} error={errorOf("category")} />
      </div>
      <LocalizedField id="spot-name" label={tf("name")} required value={values.name} onValue={(v) => set("name", v)} errorOf={(l) => errorOf(`name.${l}`)} />
      <LocalizedField id="spot-description" label={tf("description")} multiline rows={3} value={values.description} onValue={(v) => set("description", v)} errorOf={(l) => errorOf(`description.${l}`)} />
      <LocalizedField id="spot-address" label={tf("address")} value={values.address} onValue={(v) => set("address", v)} errorOf={(l) => errorOf(`address.${l}`)} />
      <LocalizedField id="spot-priceRange" label={tf("priceRange")} value={values.priceRange} onValue={(v) => set("priceRange", v)} errorOf={(l) => errorOf(`priceRange.${l}`)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="spot-openingTime" label={tf("openingTime")} inputMode="numeric" placeholder="9:00" value={values.openingTime} onValue={(v) => set("openingTime", v)} error={errorOf("openingTime")} hint={tf("timeHint")} />
        <TextField id="spot-closingTime" label={tf("closingTime")} inputMode="numeric" placeholder="17:30" value={values.closingTime} onValue={(v) => set("closingTime", v)} error={errorOf("closingTime")} hint={tf("timeHint")} />
        <TextField id="spot-rating" label={tf("ratingOptional")} inputMode="decimal" value={values.rating} onValue={(v) => set("rating", v)} error={errorOf("rating")} hint={tf("ratingHint")} />
        <TextField id="spot-popularity" label={tf("popularity")} inputMode="numeric" value={values.popularityScore} onValue={(v) => set("popularityScore", v)} error={errorOf("popularityScore")} hint={tf("popularityHint")} />
        <SelectField id="spot-status" label={tc("status")} value={values.status} onValue={(v) => set("status", v as Status)} options={STATUSES.map((s) => ({ value: s, label: ts(s) }))} error={errorOf("status")} />
        <TextField id="spot-latitude" label={tf("latitude")} inputMode="decimal" value={values.latitude} onValue={(v) => set("latitude", v)} error={errorOf("latitude")} />
        <TextField id="spot-longitude" label={tf("longitude")} inputMode="decimal" value={values.longitude} onValue={(v) => set("longitude", v)} error={errorOf("longitude")} />
      </div>
      <MonthsField id="spot-months" value={values.months} onValue={(v) => set("months", v)} error={errorOf("months")} />
      <LocalizedField id="spot-when" label={tf("when")} hint={tf("whenHint")} value={values.when} onValue={(v) => set("when", v)} errorOf={(l) => errorOf(`when.${l}`)} />
      <ToggleGroupField id="spot-seasons" label={tf("bestSeason")} options={SEASONS.map((s) => ({ value: s, label: tse(s) }))} value={values.bestSeason} onValue={(v) => set("bestSeason", v)} error={errorOf("bestSeason")} />
      <TextAreaField id="spot-sources" label={tf("sources")} hint={tf("sourcesHint")} rows={3} value={Array.isArray(values.sources) ? values.sources.join("\n") : values.sources} onValue={(v) => set("sources", v)} error={errorOf("sources")} />
      <ChipsField id="spot-tags" label={tf("tags")} value={values.tags} onValue={(v) => set("tags", v)} error={errorOf("tags")} />
      <CheckboxField id="spot-featured" label={t("featuredLabel")} checked={values.isFeatured} onChecked={(v) => set("isFeatured", v)} />
      <div className="sticky bottom-0 -mx-6 flex flex-col-reverse gap-2 border-t border-line bg-washi px-6 pt-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Save aria-hidden />}
          {pending ? tc("saving") : id ? tc("save") : tc("create")}
        </Button>
      </div>
    </form>
  );
}

/** Creates or edits a local spot without leaving the list. */
export function SpotFormDialog({ open, onOpenChange, id, initial, destinations }: { open: boolean; onOpenChange: (o: boolean) => void; id?: string; initial: SpotFormValues; destinations: { id: string; label: string }[] }) {
  const t = useTranslations("admin.spots");
  const tc = useTranslations("admin.common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} className="sm:max-w-2xl sm:max-h-[90dvh] sm:overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{id ? t("editTitle", { name: initial.name.ja }) : t("newTitle")}</DialogTitle>
          <DialogDescription>{t("dialogLead")}</DialogDescription>
        </DialogHeader>
        {open ? <SpotForm key={id ?? "new"} id={id} initial={initial} destinations={destinations} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
