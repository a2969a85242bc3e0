import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { MoodId } from "@/lib/moods";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { LocalizedText } from "../../components/localized-text";
import { PageHeader } from "../../components/page-header";
import { destinationOptions } from "../../destinations/service";
import { bundledImages } from "../../images/bundled";
import { consoleText, destinationNames } from "../../shared/console-text";
import { getAccommodationForForm } from "../service";
import { AccommodationForm } from "./accommodation-form";
import { StayRemoveButton } from "./stay-remove-button";
import { NEW_ACCOMMODATION, type AccommodationFormValues } from "./form-values";
import { isRakutenConfigured } from "@/lib/clients/rakuten";
import { RakutenPhotoPicker } from "../../images/components/rakuten-photo-picker";

async function choices() {
  const locale = (await getLocale()) as Locale;
  return (await destinationOptions()).map((d) => ({ id: d.id, label: consoleText(destinationNames(d), locale).text, prefecture: d.prefecture, moods: d.moods as MoodId[] }));
}

/** /admin/accommodations/new, or /admin/accommodations/edit/{id} when an id is given. */
export async function AccommodationEditPage({ id }: { id?: string }) {
  const t = await getTranslations("admin.accommodations");
  const bundled = bundledImages();
  const destinations = await choices();
  if (!id) {
    return (
      <>
        <PageHeader title={t("newTitle")} description={t("newLead")} back={{ href: "/admin/accommodations", label: t("title") }} />
        <AccommodationForm initial={NEW_ACCOMMODATION} destinations={destinations} bundled={bundled} />
      </>
    );
  }
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await getAccommodationForForm(id) : null;
  if (!row) notFound();
  const f = row.fields;
  const locale = (await getLocale()) as Locale;
  const initial: AccommodationFormValues = { ...f, bookingUrl: f.bookingUrl ?? "", latitude: f.latitude ?? "", longitude: f.longitude ?? "" };
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>
              <LocalizedText texts={f.name} />
            </span>
            <StatusBadge status={f.status} />
            {f.isFeatured ? <FeaturedBadge /> : null}
          </span>
        }
        description={t("editLead")}
        back={{ href: "/admin/accommodations", label: t("title") }}
        actions={
          <StayRemoveButton id={row.id} name={consoleText(f.name, locale).text} bookings={row.bookings} status={f.status} redirectTo="/admin/accommodations" />
        }
      />
      {isRakutenConfigured() ? <RakutenPhotoPicker accommodationId={row.id} /> : null}
      <AccommodationForm id={row.id} initial={initial} destinations={destinations} bundled={bundled} />
    </>
  );
}
