import { CheckCircle2, TriangleAlert } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { Pill, SEVERITY_STYLE } from "../../components/badges";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { queryOf } from "../../shared/search-params";
import { ERROR_LEVELS, ERROR_PERIODS, ERROR_SOURCES, ERROR_STATES, errorLogQuerySchema } from "../schemas";
import { listErrorLogs } from "../service";

/** /admin/errors: what the app recorded, newest first, with filters and search. */
export async function ErrorLogPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = errorLogQuerySchema.parse(searchParams);
  const page = await listErrorLogs(query);
  const t = await getTranslations("admin.errorLog");
  const ts = await getTranslations("errors.page.severity");
  const format = await getFormatter();
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <FilterBar
        searchLabel={t("search")}
        selects={[
          { name: "level", label: t("level"), options: ERROR_LEVELS.map((l) => ({ value: l, label: ts(l) })) },
          { name: "source", label: t("source"), options: ERROR_SOURCES.map((s) => ({ value: s, label: t(`sources.${s}`) })) },
          { name: "state", label: t("state"), options: ERROR_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })) },
          { name: "period", label: t("period"), emptyLabel: t("periods.all"), options: ERROR_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) })) },
        ]}
      />
      {page.items.length ? (
        <ul className="flex flex-col gap-2" aria-label={t("title")}>
          {page.items.map((e) => (
            <li key={e.id} data-testid="error-log-row">
              <Link href={`/admin/errors/${e.id}`} className="flex flex-col gap-1.5 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft hover:bg-washi">
                <span className="flex flex-wrap items-center gap-2">
                  <Pill className={SEVERITY_STYLE[e.severity]}>{ts(e.severity)}</Pill>
                  <span className="text-xs text-sumi-soft">{t(`sources.${e.source}`)}</span>
                  {e.code ? <span className="font-mono text-xs text-sumi-soft">{e.code}</span> : null}
                  {e.resolved ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                      <CheckCircle2 aria-hidden className="size-3.5" />
                      {t("states.resolved")}
                    </span>
                  ) : null}
                  <time dateTime={e.timestamp} className="ml-auto shrink-0 text-xs tabular-nums text-sumi-soft">
                    {format.dateTime(new Date(e.timestamp), { dateStyle: "medium", timeStyle: "medium" })}
                  </time>
                </span>
                <span className="line-clamp-2 break-words font-medium">{e.message}</span>
                {e.url ? <span className="truncate text-xs text-sumi-soft">{e.url}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<TriangleAlert />} title={t("empty")}>
          <p className="text-sm">{t("emptyHint")}</p>
        </EmptyState>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/errors" query={queryOf(query)} />
    </>
  );
}
