import { ArrowUpDown, Compass, Plus } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { CsvImportButton } from "../../csv/components/csv-import-dialog";
import { destinationOptions } from "../../destinations/service";
import { consoleText, destinationNames, translatedTexts } from "../../shared/console-text";
import { HINT_CATEGORIES, STATUSES } from "../../shared/enums";
import { queryOf } from "../../shared/search-params";
import { hintListQuerySchema } from "../schemas";
import { listHints } from "../service";
import { HintOrderList } from "./hint-order-list";

export async function HintsPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = hintListQuerySchema.parse(searchParams);
  const [page, destinations] = await Promise.all([listHints(query), destinationOptions()]);
  const t = await getTranslations("admin.hints");
  const tc = await getTranslations("admin.common");
  const ts = await getTranslations("admin.status");
  const tcat = await getTranslations("admin.enums.hintCategories");
  const locale = (await getLocale()) as Locale;
  const rows = page.items.map(({ translations, ...h }) => {
    const titleTexts = translatedTexts(translations, "title", h.titleJa);
    return { ...h, title: consoleText(titleTexts, locale).text, titleTexts, destinationLabel: consoleText(destinationNames(h.destination), locale).text };
  });
  const newHref = query.destination ? `/admin/adventure-hints/new?destination=${query.destination}` : "/admin/adventure-hints/new";
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("lead")}
        actions={
          <>
            <CsvImportButton kind="hints" />
            <Link href={newHref} className="inline-flex h-11 items-center gap-2 rounded-full bg-sumi px-5 text-sm font-medium text-washi shadow-soft hover:bg-sumi/90">
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
          { name: "category", label: tc("category"), options: HINT_CATEGORIES.map((c) => ({ value: c, label: tcat(c) })) },
          { name: "status", label: tc("status"), options: STATUSES.map((s) => ({ value: s, label: ts(s) })) },
        ]}
      />
      <p className="mb-4 flex items-center gap-2 text-sm text-sumi-soft">
        <ArrowUpDown aria-hidden className="size-4 shrink-0" />
        {page.ordering ? t("orderingOn") : t("orderingOff")}
      </p>
      {rows.length === 0 ? (
        <EmptyState icon={<Compass />} title={t("empty")}>
          <p className="text-sm">{t("emptyHint")}</p>
        </EmptyState>
      ) : (
        <HintOrderList rows={rows} destinationId={page.ordering ? query.destination : undefined} />
      )}
      {page.ordering ? null : <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/adventure-hints" query={queryOf(query)} />}
    </>
  );
}
