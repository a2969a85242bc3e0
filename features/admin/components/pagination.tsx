import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

/** Previous / next links that keep the current filters. Nothing when everything fits one page. */
export function Pagination({ page, pageCount, total, pathname, query }: { page: number; pageCount: number; total: number; pathname: string; query: Record<string, string | undefined> }) {
  const t = useTranslations("admin.common");
  if (total === 0) return null;
  if (pageCount <= 1) return <p className="mt-4 text-sm text-sumi-soft">{t("total", { count: total })}</p>;
  const href = (p: number) => {
    const q = Object.fromEntries(Object.entries({ ...query, page: p > 1 ? String(p) : undefined }).filter((e): e is [string, string] => Boolean(e[1])));
    return { pathname, query: q };
  };
  const linkClass = "inline-flex h-11 items-center gap-1 rounded-full border border-line bg-white px-4 text-sm font-medium hover:bg-washi-deep";
  const off = "pointer-events-none opacity-40";
  return (
    <nav aria-label={t("pagination")} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-sumi-soft">
        {t("total", { count: total })} · {t("pageOf", { page, count: pageCount })}
      </p>
      <div className="flex gap-2">
        <Link href={href(page - 1)} className={cn(linkClass, page <= 1 && off)} aria-disabled={page <= 1} tabIndex={page <= 1 ? -1 : undefined} rel="prev">
          <ChevronLeft aria-hidden className="size-4" />
          {t("previous")}
        </Link>
        <Link href={href(page + 1)} className={cn(linkClass, page >= pageCount && off)} aria-disabled={page >= pageCount} tabIndex={page >= pageCount ? -1 : undefined} rel="next">
          {t("next")}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </nav>
  );
}
