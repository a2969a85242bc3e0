import { BedDouble, Compass, MapPin, Pencil, Settings2, Store } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { MOOD_ICONS } from "@/lib/moods";
import { FeaturedBadge, StatusBadge } from "../../components/badges";
import { LocalizedText } from "../../components/localized-text";
import { consoleText, destinationNames } from "../../shared/console-text";
import { Pagination } from "../../components/pagination";
import type { Page } from "../../shared/pagination";
import type { DestinationListItem } from "../service";

/** Each mood's colour, as whole class names (the data-mood palette only reaches the page root). */
const MOOD_CHIP: Record<string, string> = {
  mountain: "bg-emerald-50 text-emerald-800",
  ocean: "bg-cyan-50 text-cyan-800",
  river: "bg-teal-50 text-teal-800",
  zen: "bg-lime-50 text-lime-800",
  fire: "bg-orange-50 text-orange-800",
};

export async function DestinationList({ page, query }: { page: Page<DestinationListItem>; query: Record<string, string | undefined> }) {
  const t = await getTranslations("admin.destinations");
  const tm = await getTranslations("travel.moods");
  const locale = (await getLocale()) as Locale;
  if (!page.items.length) {
    return (
      <EmptyState icon={<MapPin />} title={t("empty")}>
        <p className="text-sm">{t("emptyHint")}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t("listLabel")}>
        {page.items.map((d) => {
          const name = consoleText(destinationNames(d), locale);
          return (
            <li key={d.id} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-center">
              <img src={d.heroImageUrl} alt="" className="h-32 w-full shrink-0 rounded-2xl bg-washi-deep object-cover sm:h-20 sm:w-28" loading="lazy" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold">
                    <Link href={`/admin/destinations/${d.id}`} className="hover:underline">
                      <LocalizedText texts={destinationNames(d)} />
                    </Link>
                  </h2>
                  {locale !== "ja" && !name.fallback ? <span lang="ja" className="text-sm text-sumi-soft">{d.nameJa}</span> : null}
                  <StatusBadge status={d.status} />
                  {d.isFeatured ? <FeaturedBadge /> : null}
                </div>
                <p className="mt-0.5 text-sm text-sumi-soft">
                  {d.prefecture} · {d.region} · <span className="font-mono text-xs">{d.slug}</span>
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-sumi-soft">
                  <span className="flex items-center gap-1.5">
                    {d.moods.map((m) => {
                      const Icon = MOOD_ICONS[m];
                      return (
                        <span key={m} className={`inline-flex size-7 items-center justify-center rounded-full ${MOOD_CHIP[m]}`} title={tm(m)}>
                          <Icon aria-hidden className="size-3.5" />
                          <span className="sr-only">{tm(m)}</span>
                        </span>
                      );
                    })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <BedDouble aria-hidden className="size-4" />
                    {t("countStays", { count: d._count.accommodations })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Compass aria-hidden className="size-4" />
                    {t("countHints", { count: d._count.hints })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Store aria-hidden className="size-4" />
                    {t("countSpots", { count: d._count.spots })}
                  </span>
                </div>
              </div>
              <div className="flex gap-2 sm:flex-col lg:flex-row">
                <Link href={`/admin/destinations/${d.id}`} className="inline-flex h-11 flex-1 items-center justify-center gap-1.5 rounded-full border border-line px-4 text-sm font-medium hover:bg-washi-deep">
                  <Pencil aria-hidden className="size-4" />
                  {t("edit")}
                  <span className="sr-only">: {name.text}</span>
                </Link>
                <Link href={`/admin/destinations/${d.id}/settings`} className="inline-flex h-11 flex-1 items-center justify-center gap-1.5 rounded-full border border-line px-4 text-sm font-medium hover:bg-washi-deep">
                  <Settings2 aria-hidden className="size-4" />
                  {t("settings")}
                  <span className="sr-only">: {name.text}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} pathname="/admin/destinations" query={query} />
    </>
  );
}
