import { Languages } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { FilterBar } from "../../components/filter-bar";
import { PageHeader } from "../../components/page-header";
import { Pagination } from "../../components/pagination";
import { OTHER_LOCALES } from "@/lib/i18n-content";
import { queryOf } from "../../shared/search-params";
import { contentQuerySchema } from "../schemas";
import { translationOverview } from "../service";
import { TranslationItem } from "./translation-item";

/** /admin/content: how complete each language is, and the texts that are still missing. */
export async function ContentPage({ searchParams }: { searchParams: Record<string, string> }) {
  const query = contentQuerySchema.parse(searchParams);
  const { summary, list } = await translationOverview(query);
  const t = await getTranslations("admin.content");
  const tl = await getTranslations("admin.languages");
  const langs = query.lang === "all" ? [...OTHER_LOCALES] : [query.lang];
  return (
    <>
      <PageHeader title={t("title")} description={t("lead")} />
      <nav aria-label={t("entitiesLabel")} className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {summary.map((s) => {
          const active = s.entity === query.entity;
          return (
            <Link
              key={s.entity}
              href={{ pathname: "/admin/content", query: { entity: s.entity, ...(query.lang !== "all" ? { lang: query.lang } : {}) } }}
              aria-current={active ? "page" : undefined}
              className={cn("rounded-[var(--radius-card)] border bg-white p-4 shadow-soft transition-shadow hover:shadow-lift", active ? "border-sumi ring-1 ring-sumi" : "border-line")}
            >
              <p className="font-semibold">{t(`entities.${s.entity}`)}</p>
              <p className="mb-3 text-xs text-sumi-soft">{t("itemsCount", { count: s.total })}</p>
              <ul className="flex flex-col gap-1.5">
                {OTHER_LOCALES.map((l) => (
                  <li key={l} className="flex items-center gap-2 text-xs">
                    <span className="w-6 font-semibold uppercase text-sumi-soft">{l}</span>
                    <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-washi-deep" aria-hidden>
                      <span className={cn("block h-full rounded-full", s.perLocale[l].percent === 100 ? "bg-emerald-500" : "bg-amber-400")} style={{ width: `${s.perLocale[l].percent}%` }} />
                    </span>
                    <span className="w-10 text-right tabular-nums">{s.perLocale[l].percent}%</span>
                    <span className="sr-only">{t("missingItems", { lang: tl(l), count: s.perLocale[l].missingItems })}</span>
                  </li>
                ))}
              </ul>
            </Link>
          );
        })}
      </nav>
      <FilterBar
        searchLabel={t("search")}
        selects={[
          { name: "lang", label: t("language"), options: OTHER_LOCALES.map((l) => ({ value: l, label: tl(l) })) },
          { name: "missing", label: t("show"), emptyLabel: t("showMissing"), options: [{ value: "0", label: t("showAll") }] },
        ]}
      />
      <p className="mb-3 text-sm text-sumi-soft">{query.missing === "1" ? t("showingMissing", { count: list.total }) : t("showingAll", { count: list.total })}</p>
      {list.items.length === 0 ? (
        <EmptyState icon={<Languages />} title={query.missing === "1" ? t("allDone") : t("empty")}>
          {query.missing === "1" ? <p className="text-sm">{t("allDoneHint")}</p> : null}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item) => (
            <li key={item.id} data-testid="translation-item">
              <TranslationItem item={item} langs={langs} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} pathname="/admin/content" query={queryOf({ entity: query.entity, lang: query.lang === "all" ? undefined : query.lang, missing: query.missing === "1" ? undefined : "0", q: query.q })} />
    </>
  );
}
