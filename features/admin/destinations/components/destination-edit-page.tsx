import { Settings2 } from "lucide-react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { DeleteButton } from "../../components/delete-button";
import { LocalizedText } from "../../components/localized-text";
import { consoleText, destinationNames } from "../../shared/console-text";
import { PageHeader } from "../../components/page-header";
import { bundledImages } from "../../images/bundled";
import { deleteDestinationAction } from "../actions";
import { getDestination } from "../service";
import { DestinationForm } from "./destination-form";
import { NEW_DESTINATION, destinationFormValues } from "./form-values";

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
  const initial = destinationFormValues(d);
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
      <DestinationForm id={d.id} initial={initial} bundled={bundled} active={d.status === "active"} />
    </>
  );
}
