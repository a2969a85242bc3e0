import { getTranslations } from "next-intl/server";
import { ArrowRight } from "lucide-react";
import { REGIONS } from "@/data/japan";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import type { PublicDestinationSummary } from "../types";
import { byRegion, cardView } from "../views";
import { DestinationCard } from "./destination-card";

/** How many featured destinations the home page shows: one per region first, north to south. */
const HOME_FEATURED = 6;

/** The home page's plain links into the catalogue: featured destinations and the regions. */
export async function HomeDestinations({ destinations, locale }: { destinations: PublicDestinationSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tm = await getTranslations({ locale, namespace: "travel.moods" });
  const cards = destinations.map((d) => cardView(d, locale));
  const groups = byRegion(cards);
  const featured = groups.map((g) => g.items.find((c) => c.isFeatured)).filter((c) => c !== undefined);
  const picked = [...featured, ...cards.filter((c) => c.isFeatured && !featured.includes(c))].slice(0, HOME_FEATURED);
  if (!cards.length) return null;
  return (
    <section aria-labelledby="home-destinations" className="bg-washi">
      <div className="mx-auto max-w-6xl px-5 py-14">
        <h2 id="home-destinations" className="text-2xl font-bold text-sumi">{t("home.title")}</h2>
        <p className="mt-1 text-sumi-soft">{t("home.lead")}</p>
        <h3 className="mt-8 text-lg font-bold text-sumi">{t("home.featured")}</h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {picked.map((d) => (
            <DestinationCard key={d.id} d={d} headingLevel={3} moodNames={Object.fromEntries(d.moods.map((m) => [m, tm(m)]))} extra={d.regionName} />
          ))}
        </ul>
        <h3 className="mt-10 text-lg font-bold text-sumi">{t("home.regions")}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {groups.map((g) => (
            <li key={g.region}>
              <Link href={`/destinations#region-${g.region}`} className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-sumi hover:bg-washi-deep">
                {REGIONS[g.region][locale]}
                <span className="ml-1.5 text-sumi-soft">{t("list.regionCount", { count: g.items.length })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/destinations" className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-sumi px-5 text-sm font-medium text-white hover:bg-sumi/90">
          {t("home.all")} <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
