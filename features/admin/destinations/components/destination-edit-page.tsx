import { Settings2 } from "lucide-react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { SEASONS } from "@/data/catalogue/schema";
import type { MoodId } from "@/lib/moods";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { DeleteButton } from "../../components/delete-button";
import { LocalizedText } from "../../components/localized-text";
import { consoleText, destinationNames } from "../../shared/console-text";
import type { LocalizedValue } from "../../components/localized-field";
import { PageHeader } from "../../components/page-header";
import { bundledImages } from "../../images/bundled";
import { deleteDestinationAction } from "../actions";
import { getDestination } from "../service";
import { DestinationForm } from "./destination-form";
import { NEW_DESTINATION, type DestinationFormValues } from "./form-values";

const s = (v: unknown) => (typeof v === "string" ? v : "");
const localized = (v: unknown): LocalizedValue => {
  const o = (v && typeof v === "object" ? v : {}) as Record<string, unknown>;
  return { ja: s(o.ja), en: s(o.en), ko: s(o.ko), zh: s(o.zh) };
};

/** /admin/destinations/{id}: every field of a destination; /admin/destinations/new creates one. */
export async function DestinationEditPage({ id }: { id: string }) {
  const t = await getTranslations("admin.destinations");
  const bundled = bundledImages();
  if (id === "new") {
    return (
      <>
        <PageHeader title={t("newTitle")} description={t("newLead")} back={{ href: "/admin/destinations", label: t("title") }} />
        <DestinationForm initial={NEW_DESTINATION} bundled={bundled} />
      </>
    );
  }
  const d = /^[0-9a-f-]{36}$/i.test(id) ? await getDestination(id) : null;
  if (!d) notFound();
  const initial: DestinationFormValues = {
    slug: d.slug,
    name: { ja: d.nameJa, en: d.nameEn, ko: d.nameKo, zh: d.nameZh },
    pitch: localized(d.pitch),
    description: { ja: d.descriptionJa, en: d.descriptionEn, ko: d.descriptionKo, zh: d.descriptionZh },
    highlights: (Array.isArray(d.highlights) ? d.highlights : []).map(localized),
    prefecture: d.prefecture,
    region: d.region,
    moods: d.moods as MoodId[],
    tags: d.tags,
    bestSeasons: d.bestSeasons.filter((x): x is DestinationFormValues["bestSeasons"][number] => (SEASONS as readonly string[]).includes(x)),
    sources: d.sources.join("\n"),
    heroImageUrl: d.heroImageUrl,
    distanceFromTokyoKm: d.distanceFromTokyoKm,
    travelTimeFromTokyoMinutes: d.travelTimeFromTokyoMinutes,
    estimatedBudgetMin: d.estimatedBudgetMin,
    estimatedBudgetMax: d.estimatedBudgetMax,
    latitude: d.latitude,
    longitude: d.longitude,
  };
  const remove = deleteDestinationAction.bind(null, { id: d.id });
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>
              <LocalizedText texts={destinationNames(d)} />
            </span>
            <StatusBadge status={d.status} />
            {d.isFeatured ? <FeaturedBadge /> : null}
          </span>
        }
        description={t("editLead")}
        back={{ href: "/admin/destinations", label: t("title") }}
        actions={
          <>
            <Link href={`/admin/destinations/${d.id}/settings`} className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-medium hover:bg-washi-deep">
              <Settings2 aria-hidden className="size-4" />
              {t("settings")}
            </Link>
            <DeleteButton
              name={consoleText(destinationNames(d), (await getLocale()) as Locale).text}
              action={remove}
              redirectTo="/admin/destinations"
              description={t("deleteBody", { hints: d._count.hints, spots: d._count.spots, stays: d._count.accommodations })}
            />
          </>
        }
      />
      <DestinationForm id={d.id} initial={initial} bundled={bundled} />
    </>
  );
}
