"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { CheckboxField, SelectField, TextField } from "../../components/fields";
import { LocalizedField } from "../../components/localized-field";
import { MonthsField } from "../../components/months-field";
import { Section } from "../../components/page-header";
import { SaveBar } from "../../components/save-bar";
import { useAdminForm } from "../../components/use-admin-form";
import type { BundledImage } from "../../images/bundled";
import { ImageField } from "../../images/components/image-field";
import { useHeroSizeCheck } from "../../destinations/components/use-hero-check";
import { COLOR_SCHEMES, HINT_CATEGORIES, HINT_DEFAULTS, HINT_ICONS, STATUSES, type Status } from "../../shared/enums";
import { createHintAction, updateHintAction } from "../actions";
import { hintFieldsSchema } from "../schemas";
import type { HintFormValues } from "./form-values";
import { HintIcon } from "./hint-look";

export function HintForm({ id, initial, destinations, bundled }: { id?: string; initial: HintFormValues; destinations: { id: string; label: string }[]; bundled: BundledImage[] }) {
  const t = useTranslations("admin.hints");
  const tf = useTranslations("admin.fields");
  const tc = useTranslations("admin.common");
  const ts = useTranslations("admin.status");
  const tcat = useTranslations("admin.enums.hintCategories");
  const ti = useTranslations("admin.enums.hintIcons");
  const tcol = useTranslations("admin.enums.colors");
  const router = useRouter();
  const { dirty, errorOf, formRef, pending, set, submit, values } = useAdminForm(hintFieldsSchema, initial);
  const heroTooSmall = useHeroSizeCheck(values.heroImageUrl, initial.heroImageUrl);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const back = () => router.push(`/admin/adventure-hints?destination=${values.destinationId}`);
    if (id) submit({ action: (fields) => updateHintAction({ id, fields }), serverPrefix: "fields.", success: t("saved"), onSuccess: back });
    else submit({ action: createHintAction, success: t("created"), onSuccess: back });
  };

  const chooseCategory = (v: string) => {
    const category = v as HintFormValues["category"];
    const before = HINT_DEFAULTS[values.category];
    set("category", category);
    // Icon and colour follow the category until someone picks their own.
    if (values.iconType === before.icon) set("iconType", HINT_DEFAULTS[category].icon);
    if (values.colorScheme === before.color) set("colorScheme", HINT_DEFAULTS[category].color);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Section title={t("sections.content")}>
        <SelectField id="destinationId" label={tc("destination")} required value={values.destinationId} onValue={(v) => set("destinationId", v)} placeholder={tc("choose")} options={destinations.map((d) => ({ value: d.id, label: d.label }))} error={errorOf("destinationId")} />
        <LocalizedField id="title" label={tf("title")} required value={values.title} onValue={(v) => set("title", v)} errorOf={(l) => errorOf(`title.${l}`)} />
        <LocalizedField id="description" label={tf("description")} required multiline rows={5} value={values.description} onValue={(v) => set("description", v)} errorOf={(l) => errorOf(`description.${l}`)} />
      </Section>

      <Section title={t("sections.season")}>
        <MonthsField id="months" value={values.months} onValue={(v) => set("months", v)} error={errorOf("months")} />
        <LocalizedField id="when" label={tf("when")} hint={tf("whenHint")} value={values.when} onValue={(v) => set("when", v)} errorOf={(l) => errorOf(`when.${l}`)} />
      </Section>

      <Section title={t("sections.look")} actions={<HintIcon icon={values.iconType} color={values.colorScheme} className="size-12" />}>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField id="category" label={tc("category")} required value={values.category} onValue={chooseCategory} options={HINT_CATEGORIES.map((c) => ({ value: c, label: tcat(c) }))} error={errorOf("category")} />
          <SelectField id="iconType" label={tf("icon")} value={values.iconType} onValue={(v) => set("iconType", v as HintFormValues["iconType"])} options={HINT_ICONS.map((c) => ({ value: c, label: ti(c) }))} error={errorOf("iconType")} />
          <SelectField id="colorScheme" label={tf("color")} value={values.colorScheme} onValue={(v) => set("colorScheme", v as HintFormValues["colorScheme"])} options={COLOR_SCHEMES.map((c) => ({ value: c, label: tcol(c) }))} error={errorOf("colorScheme")} />
        </div>
        <ImageField id="heroImageUrl" label={tf("heroImageOptional")} optional value={values.heroImageUrl} onValue={(v) => set("heroImageUrl", v)} error={errorOf("heroImageUrl") ?? heroTooSmall} bundled={bundled} />
      </Section>

      <Section title={t("sections.publishing")}>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField id="rating" label={tf("rating")} inputMode="decimal" value={values.rating ?? ""} onValue={(v) => set("rating", v)} error={errorOf("rating")} hint={tf("ratingHint")} />
          <TextField id="displayOrder" label={tf("displayOrder")} inputMode="numeric" value={values.displayOrder} onValue={(v) => set("displayOrder", v)} error={errorOf("displayOrder")} hint={t("displayOrderHint")} />
          <SelectField id="status" label={tc("status")} value={values.status} onValue={(v) => set("status", v as Status)} options={STATUSES.map((s) => ({ value: s, label: ts(s) }))} error={errorOf("status")} />
        </div>
        <CheckboxField id="isFeatured" label={t("featuredLabel")} checked={values.isFeatured} onChecked={(v) => set("isFeatured", v)} />
      </Section>

      <SaveBar pending={pending} dirty={dirty} cancelHref="/admin/adventure-hints" label={id ? undefined : tc("create")} />
    </form>
  );
}
