import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { CsvImportButton } from "../../csv/components/csv-import-dialog";
import { MOODS, STATUSES } from "../../shared/enums";
import { queryOf } from "../../shared/search-params";
import { destinationListQuerySchema } from "../schemas";
import { listDestinations } from "../service";
import { DestinationList } from "./destination-list";

export async function DestinationsPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = destinationListQuerySchema.parse(searchParams);
  const page = await listDestinations(query);
  const t = await getTranslations("admin.destinations");
  const tc = await getTranslations("admin.common");
  const ts = await getTranslations("admin.status");
  const tm = await getTranslations("travel.moods");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("lead")}
        actions={
          <>
            <CsvImportButton kind="destinations" />
            <Link href="/admin/destinations/new" className="inline-flex h-11 items-center gap-2 rounded-full bg-sumi px-5 text-sm font-medium text-washi shadow-soft hover:bg-sumi/90">
              <Plus aria-hidden className="size-4" />
              {t("new")}
            </Link>
          </>
        }
      />
      <FilterBar
        searchLabel={t("search")}
        selects={[
          { name: "status", label: tc("status"), options: STATUSES.map((s) => ({ value: s, label: ts(s) })) },
          { name: "featured", label: tc("featured"), options: [{ value: "yes", label: tc("yes") }, { value: "no", label: tc("no") }] },
          { name: "mood", label: tc("mood"), options: MOODS.map((m) => ({ value: m, label: tm(m) })) },
        ]}
      />
      <DestinationList page={page} query={queryOf(query)} />
    </>
  );
}
