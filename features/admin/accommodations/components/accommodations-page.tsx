import { BedDouble, Pencil, Plus, Star } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { formatNumber } from "@/lib/utils";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { Removable } from "../../components/delete-button";
import { LocalizedText } from "../../components/localized-text";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { CsvImportButton } from "../../csv/components/csv-import-dialog";
import { destinationOptions } from "../../destinations/service";
import { ACCOMMODATION_TYPES, STATUSES } from "../../shared/enums";
import { consoleText, destinationNames, translatedTexts } from "../../shared/console-text";
import { queryOf } from "../../shared/search-params";
import { accommodationListQuerySchema } from "../schemas";
import { listAccommodations } from "../service";
import { StayRemoveButton } from "./stay-remove-button";

export async function AccommodationsPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = accommodationListQuerySchema.parse(searchParams);
  const [page, destinations] = await Promise.all([listAccommodations(query), destinationOptions()]);
  const t = await getTranslations("admin.accommodations");
  const tc = await getTranslations("admin.common");
  const ts = await getTranslations("admin.status");
  const tt = await getTranslations("admin.enums.types");
  const locale = await getLocale();
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("lead")}
        actions={
          <>
            <CsvImportButton kind="stays" />
            <Link href="/admin/accommodations/new" className="inline-flex h-11 items-center gap-2 rounded-full bg-sumi px-5 text-sm font-medium text-washi shadow-soft hover:bg-sumi/90">
              <Plus aria-hidden className="size-4" />
              {t("new")}
            </Link>
          </>
        }
      />
      <FilterBar
        searchLabel={t("search")}
        selects={[
          { name: "destination", label: tc("destination"), options: destinations.map((d) => ({ value: d.id, label: consoleText(destinationNames(d), locale).text })) },
          { name: "type", label: tc("type"), options: ACCOMMODATION_TYPES.map((v) => ({ value: v, label: tt(v) })) },
          { name: "status", label: tc("status"), options: STATUSES.map((s) => ({ value: s, label: ts(s) })) },
        ]}
      />
      {page.items.length === 0 ? (
        <EmptyState icon={<BedDouble />} title={t("empty")}>
          <p className="text-sm">{t("emptyHint")}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {page.items.map((a) => {
            const name = translatedTexts(a.translations, "name", a.nameJa, a.nameEn);
            const plainName = consoleText(name, locale).text;
            return (
              <Removable key={a.id} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-center">
                <img src={a.heroImageUrl} alt="" loading="lazy" className="h-32 w-full shrink-0 rounded-2xl bg-washi-deep object-cover sm:h-20 sm:w-28" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-base font-semibold">
                      <Link href={`/admin/accommodations/edit/${a.id}`} className="hover:underline">
                        <LocalizedText texts={name} />
                      </Link>
                    </h2>
                    <StatusBadge status={a.status} />
                    {a.isFeatured ? <FeaturedBadge /> : null}
                  </div>
                  <p className="mt-0.5 text-sm text-sumi-soft">
                    {tt(a.type)} · {a.destination ? <LocalizedText texts={destinationNames(a.destination)} /> : t("noDestination")} · <LocalizedText texts={translatedTexts(a.translations, "area", a.area)} />
                  </p>
                  <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <span className="tabular-nums">{t("priceRange", { min: formatNumber(a.pricePerNightMin), max: formatNumber(a.pricePerNightMax) })}</span>
                    {a.rating !== null ? (
                      <span className="inline-flex items-center gap-1 tabular-nums">
                        <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                        {a.rating.toFixed(1)}
                      </span>
                    ) : null}
                    {a._count.bookings ? <span className="text-sumi-soft">{t("bookings", { count: a._count.bookings })}</span> : null}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Link href={`/admin/accommodations/edit/${a.id}`} className="inline-flex h-11 flex-1 items-center justify-center gap-1.5 rounded-full border border-line px-4 text-sm font-medium hover:bg-washi-deep sm:flex-none">
                    <Pencil aria-hidden className="size-4" />
                    {tc("edit")}
                    <span className="sr-only">: {plainName}</span>
                  </Link>
                  <StayRemoveButton compact id={a.id} name={plainName} bookings={a._count.bookings} status={a.status} />
                </div>
              </Removable>
            );
          })}
        </ul>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/accommodations" query={queryOf(query)} />
    </>
  );
}
