import "server-only";
import { getTranslations } from "next-intl/server";
import { PREFECTURES, REGIONS, prefectureByName } from "@/data/japan";
import type { Locale } from "@/i18n/routing";
import { MOODS } from "@/lib/moods";
import { landingFor, landingMembers, landingPath, landingsOf, prefectureKey, type Landing } from "./landings";
import type { PublicDestinationSummary } from "./types";
import { cardView, SEASON_KEYS, type DestinationCardView } from "./views";

// A landing page's words, written from the destinations it lists: how many, where, in which
// moods and seasons. Each page's text differs because its destinations differ.

export interface LandingLink {
  name: string;
  href: string;
  current: boolean;
}

export interface LandingView {
  landing: Landing;
  path: string;
  title: string;
  /** Wordings for the <title>, longest first. */
  metaTitles: string[];
  /** The opening paragraph, in whole sentences. */
  intro: string[];
  cards: DestinationCardView[];
  crumbs: { name: string; href?: string }[];
  /** Links to the neighbouring landings, by kind. */
  groups: { heading: string; links: LandingLink[] }[];
}

const list = (locale: Locale, items: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
const distinct = <T,>(items: T[]) => [...new Set(items)];

export async function landingView(kind: string, key: string, locale: Locale, destinations: PublicDestinationSummary[]): Promise<LandingView | null> {
  const landing = landingFor(kind, key);
  if (!landing) return null;
  const members = landingMembers(landing, destinations);
  if (!members.length) return null;
  const t = await getTranslations({ locale, namespace: "destinations" });
  const tm = await getTranslations({ locale, namespace: "travel" });
  const cards = members.map((d) => cardView(d, locale));
  const count = cards.length;
  const all = landingsOf(destinations);

  const place =
    landing.kind === "region" ? REGIONS[landing.key][locale]
    : landing.kind === "prefecture" ? landing.prefecture.name[locale]
    : landing.kind === "mood" ? tm(`moods.${landing.key}`)
    : t(`seasons.${landing.key}`);
  const title = t(`landing.title.${landing.kind}`, { place });

  const intro: string[] = [];
  if (landing.kind === "region") {
    const prefectures = PREFECTURES.filter((p) => p.region === landing.key && members.some((d) => d.prefecture === p.name.ja)).map((p) => p.name[locale]);
    intro.push(t("landing.lead.region", { count, place, prefectures: list(locale, prefectures) }));
  } else if (landing.kind === "prefecture") {
    intro.push(t("landing.lead.prefecture", { count, place, region: REGIONS[landing.prefecture.region][locale], names: list(locale, cards.map((c) => c.name)) }));
  } else if (landing.kind === "mood") {
    intro.push(t("landing.lead.mood", { count, place, description: tm(`moodDescriptions.${landing.key}`) }));
  } else {
    intro.push(t("landing.lead.season", { count, place }), t(`landing.seasonIntro.${landing.key}`));
  }
  if (landing.kind !== "mood") {
    const moods = MOODS.filter((m) => cards.some((c) => c.moods.includes(m)));
    intro.push(t("landing.moodsLine", { moods: list(locale, moods.map((m) => tm(`moods.${m}`))) }));
  }
  if (landing.kind === "region" || landing.kind === "prefecture") {
    const seasons = SEASON_KEYS.filter((s) => cards.some((c) => c.seasons.includes(s)));
    if (seasons.length) intro.push(t("landing.seasonsLine", { seasons: list(locale, seasons.map((s) => t(`seasons.${s}`))) }));
  } else {
    intro.push(t("landing.regionsLine", { regions: list(locale, distinct(cards.map((c) => c.regionName))) }));
  }

  const link = (l: Landing, name: string): LandingLink => ({ name, href: landingPath(l), current: l.kind === landing.kind && l.key === landing.key });
  const regionOf = landing.kind === "region" ? landing.key : landing.kind === "prefecture" ? landing.prefecture.region : null;
  const groups: LandingView["groups"] = [];
  if (regionOf) {
    const prefectures = all.filter((l) => l.kind === "prefecture" && l.prefecture.region === regionOf);
    groups.push({ heading: t("landing.byPrefecture", { region: REGIONS[regionOf][locale] }), links: prefectures.map((l) => link(l, l.kind === "prefecture" ? l.prefecture.name[locale] : "")) });
  }
  groups.push({ heading: t("landing.byRegion"), links: all.filter((l) => l.kind === "region").map((l) => link(l, REGIONS[l.key as keyof typeof REGIONS][locale])) });
  groups.push({ heading: t("landing.byMood"), links: all.filter((l) => l.kind === "mood").map((l) => link(l, tm(`moods.${l.key as (typeof MOODS)[number]}`))) });
  groups.push({ heading: t("landing.bySeason"), links: all.filter((l) => l.kind === "season").map((l) => link(l, t(`seasons.${l.key as (typeof SEASON_KEYS)[number]}`))) });

  const crumbs: LandingView["crumbs"] = [{ name: t("breadcrumb.home"), href: "/" }, { name: t("breadcrumb.destinations"), href: "/destinations" }];
  if (landing.kind === "prefecture") crumbs.push({ name: REGIONS[landing.prefecture.region][locale], href: landingPath({ kind: "region", key: landing.prefecture.region }) });
  crumbs.push({ name: title });

  return {
    landing,
    path: landingPath(landing),
    title,
    metaTitles: [t(`landing.metaTitle.${landing.kind}`, { place }), title, place],
    intro,
    cards,
    crumbs,
    groups,
  };
}

/** The region and prefecture landings above a destination, for its breadcrumbs. */
export function destinationPlaceCrumbs(d: Pick<PublicDestinationSummary, "region" | "prefecture">, locale: Locale): { name: string; href: string }[] {
  const crumbs: { name: string; href: string }[] = [];
  if (d.region in REGIONS) crumbs.push({ name: REGIONS[d.region as keyof typeof REGIONS][locale], href: landingPath({ kind: "region", key: d.region as keyof typeof REGIONS }) });
  const prefecture = prefectureByName(d.prefecture);
  const key = prefecture && prefectureKey(prefecture);
  if (prefecture && key && landingFor("prefecture", key)) crumbs.push({ name: prefecture.name[locale], href: landingPath({ kind: "prefecture", key }) });
  return crumbs;
}
