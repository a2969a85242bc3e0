import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/shell/breadcrumbs";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { MOODS } from "@/lib/moods";
import { cn } from "@/lib/utils";
import type { LandingView } from "../landing-view";
import { byRegion } from "../views";
import { DestinationCard } from "./destination-card";

/** A region, prefecture, mood or season page: its own words, its destinations, and its neighbours. */
export async function LandingScreen({ view, locale }: { view: LandingView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tm = await getTranslations({ locale, namespace: "travel.moods" });
  const moodNames = Object.fromEntries(MOODS.map((m) => [m, tm(m)]));
  const mood = view.landing.kind === "mood" ? view.landing.key : undefined;
  // Regions and prefectures list their destinations in one grid; moods and seasons by region.
  const groups = view.landing.kind === "mood" || view.landing.kind === "season" ? byRegion(view.cards) : [{ region: null, items: view.cards }];
  const chip = (current: boolean) =>
    cn("inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition", current ? "border-mood bg-mood text-mood-ink" : "border-line bg-white text-sumi hover:bg-washi-deep");

  return (
    <main id="main" data-mood={mood} className="mx-auto max-w-6xl px-5 pb-16 pt-20">
      <Breadcrumbs label={t("breadcrumb.label")} className="mb-3 text-sumi-soft" items={view.crumbs} />
      <h1 className="text-3xl font-bold tracking-tight text-sumi sm:text-4xl">{view.title}</h1>
      <div className="mt-3 max-w-3xl space-y-2 text-sumi-soft" data-testid="landing-intro">
        <p>{view.intro.join(locale === "en" || locale === "ko" ? " " : "")}</p>
      </div>
      <p className="mt-6 text-sm text-sumi-soft" data-testid="destination-count">{t("list.count", { count: view.cards.length })}</p>
      {groups.map((g) => (
        <section key={g.region ?? "all"} aria-labelledby={`landing-${g.region ?? "all"}`} className="mt-8">
          <h2 id={`landing-${g.region ?? "all"}`} className="text-xl font-bold text-sumi">
            {g.region ? g.items[0].regionName : t("landing.listHeading")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {g.items.map((d) => (
              <DestinationCard key={d.id} d={d} moodNames={moodNames} />
            ))}
          </ul>
        </section>
      ))}
      <nav aria-label={t("landing.browse")} className="mt-12 space-y-5 border-t border-line pt-8">
        {view.groups.map((g) => (
          <div key={g.heading}>
            <h2 className="text-base font-semibold text-sumi">{g.heading}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={chip(l.current)} aria-current={l.current ? "page" : undefined}>
                    {l.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </main>
  );
}
