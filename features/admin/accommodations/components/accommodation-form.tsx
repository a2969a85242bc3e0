"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { MOOD_ICONS, type MoodId } from "@/lib/moods";
import { CheckboxField, ChipsField, SelectField, TextAreaField, TextField, ToggleGroupField } from "../../components/fields";
import { LocalizedField } from "../../components/localized-field";
import { Section } from "../../components/page-header";
import { SaveBar } from "../../components/save-bar";
import { useAdminForm } from "../../components/use-admin-form";
import type { BundledImage } from "../../images/bundled";
import { GalleryEditor } from "../../images/components/gallery-editor";
import { ImageField } from "../../images/components/image-field";
import { useHeroSizeCheck } from "../../destinations/components/use-hero-check";
import { ACCOMMODATION_TYPES, MOODS, STATUSES, type Status } from "../../shared/enums";
import { PREFECTURES } from "@/data/japan";
import { createAccommodationAction, updateAccommodationAction } from "../actions";
import { MAX_GALLERY_IMAGES, accommodationFieldsSchema } from "../schemas";
import type { AccommodationFormValues } from "./form-values";

export interface DestinationChoice {
  id: string;
  label: string;
  prefecture: string;
  moods: MoodId[];
}

export function AccommodationForm({ id, initial, destinations, bundled }: { id?: string; initial: AccommodationFormValues; destinations: DestinationChoice[]; bundled: BundledImage[] }) {
  const t = useTranslations("admin.accommodations");
  const tf = useTranslations("admin.fields");
  const tc = useTranslations("admin.common");
  const tt = useTranslations("admin.enums.types");
  const ts = useTranslations("admin.status");
  const tm = useTranslations("travel.moods");
  const router = useRouter();
  const { dirty, errorOf, formRef, pending, set, submit, values } = useAdminForm(accommodationFieldsSchema, initial);
  const heroTooSmall = useHeroSizeCheck(values.heroImageUrl, initial.heroImageUrl);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (id) {
      submit({ action: (fields) => updateAccommodationAction({ id, fields }), serverPrefix: "fields.", success: t("saved"), onSuccess: () => router.refresh() });
    } else {
      submit({ action: createAccommodationAction, success: t("created"), onSuccess: (row) => router.push(`/admin/accommodations/edit/${row.id}`) });
    }
  };

  const chooseDestination = (value: string) => {
    set("destinationId", value || null);
    const d = destinations.find((x) => x.id === value);
    // A new stay takes its destination's prefecture and moods as a starting point.
    if (d && !values.prefecture) set("prefecture", d.prefecture);
    if (d && values.moods.length === 0) set("moods", d.moods);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Section title={t("sections.basics")}>
        <LocalizedField id="name" label={tf("name")} required value={values.name} onValue={(v) => set("name", v)} errorOf={(l) => errorOf(`name.${l}`)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="slug" label={tf("slug")} required value={values.slug} onValue={(v) => set("slug", v)} error={errorOf("slug")} hint={tf("slugHint")} autoCapitalize="off" spellCheck={false} />
          <SelectField id="type" label={tc("type")} required value={values.type} onValue={(v) => set("type", v as AccommodationFormValues["type"])} options={ACCOMMODATION_TYPES.map((v) => ({ value: v, label: tt(v) }))} error={errorOf("type")} />
          <SelectField id="destinationId" label={tc("destination")} value={values.destinationId} onValue={chooseDestination} placeholder={t("noDestination")} options={destinations.map((d) => ({ value: d.id, label: d.label }))} error={errorOf("destinationId")} />
          <TextField id="prefecture" label={tf("prefecture")} required list="prefectures" value={values.prefecture} onValue={(v) => set("prefecture", v)} error={errorOf("prefecture")} />
        </div>
        <datalist id="prefectures">
          {PREFECTURES.map((p) => (
            <option key={p.code} value={p.name.ja} />
          ))}
        </datalist>
        <LocalizedField id="area" label={tf("area")} required value={values.area} onValue={(v) => set("area", v)} errorOf={(l) => errorOf(`area.${l}`)} />
        <LocalizedField id="description" label={tf("description")} multiline rows={5} value={values.description} onValue={(v) => set("description", v)} errorOf={(l) => errorOf(`description.${l}`)} />
      </Section>

      <Section title={t("sections.character")}>
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
        <ChipsField id="features" label={tf("features")} value={values.features} onValue={(v) => set("features", v)} error={errorOf("features")} hint={tf("featuresHint")} />
        <ChipsField id="amenities" label={tf("amenities")} value={values.amenities} onValue={(v) => set("amenities", v)} error={errorOf("amenities")} />
      </Section>

      <Section title={t("sections.prices")}>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <TextField id="pricePerNightMin" label={tf("priceMin")} required inputMode="numeric" value={values.pricePerNightMin} onValue={(v) => set("pricePerNightMin", v)} error={errorOf("pricePerNightMin")} />
          <TextField id="pricePerNightMax" label={tf("priceMax")} required inputMode="numeric" value={values.pricePerNightMax} onValue={(v) => set("pricePerNightMax", v)} error={errorOf("pricePerNightMax")} />
          <TextField id="maxGuests" label={tf("maxGuests")} required inputMode="numeric" value={values.maxGuests} onValue={(v) => set("maxGuests", v)} error={errorOf("maxGuests")} />
          <TextField id="rooms" label={tf("rooms")} inputMode="numeric" value={values.rooms ?? ""} onValue={(v) => set("rooms", v)} error={errorOf("rooms")} />
          <TextField id="rating" label={tf("rating")} inputMode="decimal" value={values.rating ?? ""} onValue={(v) => set("rating", v)} error={errorOf("rating")} hint={tf("ratingHint")} />
          <TextField id="reviewCount" label={tf("reviewCount")} inputMode="numeric" value={values.reviewCount ?? ""} onValue={(v) => set("reviewCount", v)} error={errorOf("reviewCount")} />
          <TextField id="checkInTime" label={tf("checkInTime")} placeholder="15:00" inputMode="numeric" value={values.checkInTime ?? ""} onValue={(v) => set("checkInTime", v)} error={errorOf("checkInTime")} />
          <TextField id="checkOutTime" label={tf("checkOutTime")} placeholder="10:00" inputMode="numeric" value={values.checkOutTime ?? ""} onValue={(v) => set("checkOutTime", v)} error={errorOf("checkOutTime")} />
          <TextField id="lastCheckInTime" label={tf("lastCheckInTime")} placeholder="22:00" inputMode="numeric" value={values.lastCheckInTime ?? ""} onValue={(v) => set("lastCheckInTime", v)} error={errorOf("lastCheckInTime")} hint={tf("lastCheckInTimeHint")} />
        </div>
        <TextField id="priceBasis" label={tf("priceBasis")} hint={tf("priceBasisHint")} value={values.priceBasis} onValue={(v) => set("priceBasis", v)} error={errorOf("priceBasis")} />
      </Section>

      <Section title={t("sections.images")}>
        <ImageField id="heroImageUrl" label={tf("heroImage")} required value={values.heroImageUrl} onValue={(v) => set("heroImageUrl", v)} error={errorOf("heroImageUrl") ?? heroTooSmall} bundled={bundled} />
        <GalleryEditor value={values.galleryImages} onValue={(v) => set("galleryImages", v)} max={MAX_GALLERY_IMAGES} bundled={bundled} errorOf={errorOf} />
      </Section>

      <Section title={t("sections.place")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="latitude" label={tf("latitude")} inputMode="decimal" value={values.latitude} onValue={(v) => set("latitude", v)} error={errorOf("latitude")} hint={tf("latitudeHint")} />
          <TextField id="longitude" label={tf("longitude")} inputMode="decimal" value={values.longitude} onValue={(v) => set("longitude", v)} error={errorOf("longitude")} hint={tf("longitudeHint")} />
        </div>
        <LocalizedField id="address" label={tf("address")} value={values.address} onValue={(v) => set("address", v)} errorOf={(l) => errorOf(`address.${l}`)} />
        <TextField id="bookingUrl" label={tf("bookingUrl")} type="url" inputMode="url" value={values.bookingUrl} onValue={(v) => set("bookingUrl", v)} error={errorOf("bookingUrl")} hint={tf("bookingUrlHint")} />
        <TextField id="reservationsEmail" label={tf("reservationsEmail")} type="email" inputMode="email" value={values.reservationsEmail ?? ""} onValue={(v) => set("reservationsEmail", v)} error={errorOf("reservationsEmail")} hint={tf("reservationsEmailHint")} />
      </Section>

      <Section title={t("sections.sources")} description={t("sections.sourcesLead")}>
        <TextAreaField id="sources" label={tf("sources")} hint={tf("sourcesHint")} rows={4} value={Array.isArray(values.sources) ? values.sources.join("\n") : values.sources} onValue={(v) => set("sources", v)} error={errorOf("sources")} />
      </Section>

      <Section title={t("sections.publishing")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField id="status" label={tc("status")} value={values.status} onValue={(v) => set("status", v as Status)} options={STATUSES.map((s) => ({ value: s, label: ts(s) }))} error={errorOf("status")} />
        </div>
        <CheckboxField id="isFeatured" label={t("featuredLabel")} checked={values.isFeatured} onChecked={(v) => set("isFeatured", v)} hint={t("featuredHint")} />
      </Section>

      <SaveBar pending={pending} dirty={dirty} cancelHref="/admin/accommodations" label={id ? undefined : tc("create")} />
    </form>
  );
}
