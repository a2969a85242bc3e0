"use client";

import { useLocale, useTranslations } from "next-intl";
import { LocalizedField } from "../../components/localized-field";
import { ChipsField, SelectField, TextAreaField, TextField, ToggleGroupField } from "../../components/fields";
import { HighlightsEditor } from "../../components/highlights-editor";
import { Section } from "../../components/page-header";
import { SaveBar } from "../../components/save-bar";
import { useAdminForm } from "../../components/use-admin-form";
import type { BundledImage } from "../../images/bundled";
import { ImageField } from "../../images/components/image-field";
import { useHeroSizeCheck } from "./use-hero-check";
import { MOODS } from "../../shared/enums";
import { SEASONS } from "@/data/catalogue/schema";
import { PREFECTURES, REGIONS, REGION_KEYS } from "@/data/japan";
import { useRouter } from "@/i18n/navigation";
import { MOOD_ICONS } from "@/lib/moods";
import { createDestinationAction, updateDestinationAction } from "../actions";
import { MAX_HIGHLIGHTS, activeDestinationFieldsSchema, destinationFieldsSchema } from "../schemas";
import type { DestinationFormValues } from "./form-values";

const slugFrom = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/** `active`: the destination is live, so every text with Japanese needs its other three languages. */
export function DestinationForm({ id, initial, bundled, active = false }: { id?: string; initial: DestinationFormValues; bundled: BundledImage[]; active?: boolean }) {
  const t = useTranslations("admin.destinations");
  const tf = useTranslations("admin.fields");
  const tm = useTranslations("travel.moods");
  const ts = useTranslations("admin.enums.seasons");
  const locale = useLocale();
  const router = useRouter();
  const { dirty, errorOf, formRef, pending, set, submit, values } = useAdminForm(active ? activeDestinationFieldsSchema : destinationFieldsSchema, initial);
  const heroTooSmall = useHeroSizeCheck(values.heroImageUrl, initial.heroImageUrl);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (id) {
      submit({
        action: (fields) => updateDestinationAction({ id, fields }),
        serverPrefix: "fields.",
        success: t("saved"),
        onSuccess: () => router.refresh(),
      });
    } else {
      submit({
        action: createDestinationAction,
        success: t("created"),
        onSuccess: (row) => router.push(`/admin/destinations/${row.id}/settings`),
      });
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Section title={t("sections.basics")}>
        <LocalizedField
          id="name"
          label={tf("name")}
          required
          value={values.name}
          onValue={(v) => {
            set("name", v);
            if (!id && (!values.slug || values.slug === slugFrom(values.name.en))) set("slug", slugFrom(v.en));
          }}
          errorOf={(l) => errorOf(`name.${l}`)}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField id="slug" label={tf("slug")} required value={values.slug} onValue={(v) => set("slug", v)} error={errorOf("slug")} hint={tf("slugHint")} autoCapitalize="off" spellCheck={false} />
          <TextField id="prefecture" label={tf("prefecture")} required list="prefectures" value={values.prefecture} onValue={(v) => set("prefecture", v)} error={errorOf("prefecture")} />
          <SelectField id="region" label={tf("region")} required placeholder="" value={values.region} onValue={(v) => set("region", v)} error={errorOf("region")} options={REGION_KEYS.map((r) => ({ value: r, label: REGIONS[r][locale] }))} />
        </div>
        <datalist id="prefectures">
          {PREFECTURES.map((p) => (
            <option key={p.code} value={p.name.ja} />
          ))}
        </datalist>
      </Section>

      <Section title={t("sections.story")} description={t(active ? "sections.storyLeadActive" : "sections.storyLead")}>
        <LocalizedField id="pitch" label={tf("pitch")} hint={tf("pitchHint")} value={values.pitch} onValue={(v) => set("pitch", v)} errorOf={(l) => errorOf(`pitch.${l}`)} />
        <LocalizedField id="description" label={tf("description")} required multiline rows={6} value={values.description} onValue={(v) => set("description", v)} errorOf={(l) => errorOf(`description.${l}`)} />
        <div>
          <p className="mb-2 text-sm font-medium">{t("highlights")}</p>
          <HighlightsEditor id="highlights" value={values.highlights} onValue={(v) => set("highlights", v)} max={MAX_HIGHLIGHTS} errorOf={errorOf} />
          {errorOf("highlights") ? <p role="alert" className="mt-1 text-sm text-red-600">{errorOf("highlights")}</p> : null}
        </div>
      </Section>

      <Section title={t("sections.seasons")} description={t("sections.seasonsLead")}>
        {SEASONS.map((s) => (
          <LocalizedField key={s} id={`seasonLines-${s}`} label={ts(s)} value={values.seasonLines[s]} onValue={(v) => set(`seasonLines.${s}`, v)} errorOf={(l) => errorOf(`seasonLines.${s}.${l}`)} />
        ))}
      </Section>

      <Section title={t("sections.moods")}>
        <ToggleGroupField
          id="moods"
          label={tf("moods")}
          required
          options={MOODS.map((m) => {
            const Icon = MOOD_ICONS[m];
            return { value: m, label: tm(m), icon: <Icon aria-hidden /> };
          })}
          value={values.moods}
          onValue={(v) => set("moods", v)}
          error={errorOf("moods")}
        />
        <ToggleGroupField
          id="bestSeasons"
          label={tf("bestSeasons")}
          required
          options={SEASONS.map((s) => ({ value: s, label: ts(s) }))}
          value={values.bestSeasons}
          onValue={(v) => set("bestSeasons", v)}
          error={errorOf("bestSeasons")}
        />
        <ChipsField id="tags" label={tf("tags")} value={values.tags} onValue={(v) => set("tags", v)} error={errorOf("tags")} hint={tf("tagsHint")} placeholder="onsen, nature, history" />
      </Section>

      <Section title={t("sections.image")}>
        <ImageField id="heroImageUrl" label={tf("heroImage")} required value={values.heroImageUrl} onValue={(v) => set("heroImageUrl", v)} error={errorOf("heroImageUrl") ?? heroTooSmall} bundled={bundled} />
      </Section>

      <Section title={t("sections.place")} description={t("sections.placeLead")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="latitude" label={tf("latitude")} required inputMode="decimal" value={values.latitude} onValue={(v) => set("latitude", v)} error={errorOf("latitude")} hint={tf("latitudeHint")} />
          <TextField id="longitude" label={tf("longitude")} required inputMode="decimal" value={values.longitude} onValue={(v) => set("longitude", v)} error={errorOf("longitude")} hint={tf("longitudeHint")} />
          <TextField id="distanceFromTokyoKm" label={tf("distanceKm")} required inputMode="numeric" value={values.distanceFromTokyoKm} onValue={(v) => set("distanceFromTokyoKm", v)} error={errorOf("distanceFromTokyoKm")} />
          <TextField id="travelTimeFromTokyoMinutes" label={tf("travelMinutes")} required inputMode="numeric" value={values.travelTimeFromTokyoMinutes} onValue={(v) => set("travelTimeFromTokyoMinutes", v)} error={errorOf("travelTimeFromTokyoMinutes")} />
        </div>
      </Section>

      <Section title={t("sections.budget")} description={t("sections.budgetLead")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="estimatedBudgetMin" label={tf("budgetMin")} required inputMode="numeric" value={values.estimatedBudgetMin} onValue={(v) => set("estimatedBudgetMin", v)} error={errorOf("estimatedBudgetMin")} />
          <TextField id="estimatedBudgetMax" label={tf("budgetMax")} required inputMode="numeric" value={values.estimatedBudgetMax} onValue={(v) => set("estimatedBudgetMax", v)} error={errorOf("estimatedBudgetMax")} />
        </div>
      </Section>

      <Section title={t("sections.sources")} description={t("sections.sourcesLead")}>
        <TextAreaField id="sources" label={tf("sources")} hint={tf("sourcesHint")} rows={4} value={values.sources} onValue={(v) => set("sources", v)} error={errorOf("sources")} />
      </Section>

      <SaveBar pending={pending} dirty={dirty} cancelHref="/admin/destinations" label={id ? undefined : t("createAndContinue")} />
    </form>
  );
}
