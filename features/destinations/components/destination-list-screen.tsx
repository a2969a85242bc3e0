import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/shell/breadcrumbs";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { MOODS, MOOD_ICONS, type MoodId } from "@/lib/moods";
import { cn } from "@/lib/utils";
import type { PublicDestinationSummary } from "../types";
import { landingPath, landingsOf } from "../landings";
import { byRegion, cardView, matches, SEASON_KEYS, type SeasonKey } from "../views";
import { REGIONS } from "@/data/japan";
import { DestinationCard } from "./destination-card";

interface Filter {
  mood: MoodId | null;
  season: SeasonKey | null;
}

const query = (f: Filter) => {
  const p = new URLSearchParams();
  if (f.mood) p.set("mood", f.mood);
  if (f.season) p.set("season", f.season);
  const s = p.toString();
  return s ? `/destinations?${s}` : "/destinations";
};

/** /destinations: every active destination by region; mood and season filters are plain links. */
export async function DestinationListScreen({ destinations, filter, locale }: { destinations: PublicDestinationSummary[]; filter: Filter; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tm = await getTranslations({ locale, namespace: "travel.moods" });
  const cards = destinations.map((d) => cardView(d, locale)).filter((c) => matches(c, filter));
  const groups = byRegion(cards);
  const landings = landingsOf(destinations);
  const moodNames = Object.fromEntries(MOODS.map((m) => [m, tm(m)]));
  const chip = (active: boolean) =>
    cn("inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition", active ? "border-mood bg-mood text-mood-ink" : "border-line bg-white text-sumi hover:bg-washi-deep");

  return (
    <main id="main" data-mood={filter.mood ?? undefined} className="mx-auto max-w-6xl px-5 pb-16 pt-20">
      <Breadcrumbs label={t("breadcrumb.label")} className="mb-3 text-sumi-soft" items={[{ name: t("breadcrumb.home"), href: "/" }, { name: t("breadcrumb.destinations") }]} />
      <h1 className="text-3xl font-bold tracking-tight text-sumi sm:text-4xl">{t("list.title")}</h1>
      <p className="mt-2 max-w-2xl text-sumi-soft">{t("list.lead")}</p>

      <nav aria-label={t("list.filtersLabel")} className="mt-6 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="w-12 text-sm font-medium text-sumi-soft">{t("list.moodFilter")}</span>
          <Link href={query({ ...filter, mood: null })} className={chip(!filter.mood)} aria-current={!filter.mood ? "page" : undefined}>
            {t("list.all")}
          </Link>
          {MOODS.map((m) => {
            const Icon = MOOD_ICONS[m];
            return (
              <Link key={m} href={query({ ...filter, mood: m })} data-mood={m} className={chip(filter.mood === m)} aria-current={filter.mood === m ? "page" : undefined}>
                <Icon aria-hidden className="size-4" /> {moodNames[m]}
              </Link>
            );
          })}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="w-12 text-sm font-medium text-sumi-soft">{t("list.seasonFilter")}</span>
          <Link href={query({ ...filter, season: null })} className={chip(!filter.season)} aria-current={!filter.season ? "page" : undefined}>
            {t("list.all")}
          </Link>
          {SEASON_KEYS.map((s) => (
            <Link key={s} href={query({ ...filter, season: s })} className={chip(filter.season === s)} aria-current={filter.season === s ? "page" : undefined}>
              {t(`seasons.${s}`)}
            </Link>
          ))}
        </div>
      </nav>

      <p className="mt-6 text-sm text-sumi-soft" role="status" data-testid="destination-count">{t("list.count", { count: cards.length })}</p>

      {groups.length === 0 ? (
        <div className="mt-6 rounded-3xl border border-dashed border-line p-10 text-center">
          <p className="text-sumi">{t("list.empty")}</p>
          <Link href="/destinations" className="mt-4 inline-flex min-h-11 items-center rounded-full bg-sumi px-5 text-sm font-medium text-white">
            {t("list.clear")}
          </Link>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.region} aria-labelledby={`region-${g.region}`} className="mt-10">
            <h2 id={`region-${g.region}`} className="flex items-baseline gap-2 text-xl font-bold text-sumi">
              <Link href={landingPath({ kind: "region", key: g.region })} className="underline-offset-4 hover:underline">
                {g.items[0].regionName}
              </Link>
              <span className="text-sm font-normal text-sumi-soft">{t("list.regionCount", { count: g.items.length })}</span>
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {g.items.map((d) => (
                <DestinationCard key={d.id} d={d} moodNames={moodNames} />
              ))}
            </ul>
          </section>
        ))
      )}

      <nav aria-label={t("landing.browse")} className="mt-12 space-y-4 border-t border-line pt-8 text-sm" data-testid="landing-links">
        {(
          [
            ["byRegion", landings.filter((l) => l.kind === "region").map((l) => [landingPath(l), REGIONS[l.key as keyof typeof REGIONS][locale]])],
            ["byMood", landings.filter((l) => l.kind === "mood").map((l) => [landingPath(l), moodNames[l.key]])],
            ["bySeason", landings.filter((l) => l.kind === "season").map((l) => [landingPath(l), t(`seasons.${l.key as SeasonKey}`)])],
          ] as const
        ).map(([heading, links]) => (
          <div key={heading}>
            <h2 className="font-semibold text-sumi">{t(`landing.${heading}`)}</h2>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {links.map(([href, name]) => (
                <li key={href}>
                  <Link href={href} className="inline-flex min-h-11 items-center text-sumi underline underline-offset-4">
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-semibold text-sumi">{t("landing.byPrefectureAll")}</h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {landings.map((l) =>
              l.kind === "prefecture" ? (
                <li key={l.key}>
                  <Link href={landingPath(l)} className="inline-flex min-h-11 items-center text-sumi underline underline-offset-4">
                    {l.prefecture.name[locale]}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </div>
      </nav>
    </main>
  );
}
