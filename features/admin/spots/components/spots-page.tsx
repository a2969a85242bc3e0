import { getLocale, getTranslations } from "next-intl/server";
import { pickLocalized } from "@/lib/i18n-content";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { CsvImportButton } from "../../csv/components/csv-import-dialog";
import { destinationOptions } from "../../destinations/service";
import { SPOT_CATEGORIES, STATUSES } from "../../shared/enums";
import { queryOf } from "../../shared/search-params";
import { spotListQuerySchema } from "../schemas";
import { listSpots } from "../service";
import { SpotList } from "./spot-list";

export async function SpotsPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = spotListQuerySchema.parse(searchParams);
  const [page, options] = await Promise.all([listSpots(query), destinationOptions()]);
  const t = await getTranslations("admin.spots");
  const tc = await getTranslations("admin.common");
  const ts = await getTranslations("admin.status");
  const tcat = await getTranslations("admin.enums.spotCategories");
  const locale = await getLocale();
  const destinations = options.map((d) => ({ id: d.id, label: pickLocalized(d, "name", locale) }));
  const rows = page.items.map((s) => ({ ...s, destinationLabel: pickLocalized(s.destination, "name", locale) }));
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} actions={<CsvImportButton kind="spots" />} />
      <FilterBar
        searchLabel={t("search")}
        selects={[
          { name: "destination", label: tc("destination"), options: destinations.map((d) => ({ value: d.id, label: d.label })) },
          { name: "category", label: tc("category"), options: SPOT_CATEGORIES.map((c) => ({ value: c, label: tcat(c) })) },
          { name: "status", label: tc("status"), options: STATUSES.map((s) => ({ value: s, label: ts(s) })) },
        ]}
      />
      <SpotList rows={rows} destinations={destinations} destinationId={query.destination} />
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/local-spots" query={queryOf(query)} />
    </>
  );
}
